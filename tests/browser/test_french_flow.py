"""A French cook switches the site to French from the footer, searches "poulet, riz" from the home
box, opens a recipe and plans it: navigation, facts, amounts and dates all read in French."""
import datetime
import re
import uuid

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from test_planner_flow import PASSWORD, click_and_wait
from test_screens_and_a11y import viewport
from conftest import staleness_of, text_of, texts_of

FRENCH_DAYS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
# A measure right after the amount: the line's own words after it may be English (an English
# recipe keeps its author's words and counted units); converted to the French reader's metric,
# its measure is the reader's.
ENGLISH_UNITS = re.compile(r"^[\d\s½¼¾⅓⅔⅛/,–-]+(tbsp|tsp|cups?|tablespoons?|teaspoons?|lbs?|pounds?|oz|ounces?)\b", re.IGNORECASE)


def assert_labels_whole_on_a_phone(browser):
    viewport(browser, 375)
    cut = browser.execute_script(
        "return [...document.querySelectorAll('header.site .site-nav > a, header.site .account-menu > summary')]"
        ".filter(a => a.offsetParent).flatMap(a => [a, ...a.querySelectorAll('*')])"
        ".filter(e => e.scrollWidth > e.clientWidth).map(e => e.textContent.trim())")
    browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    assert not cut, cut


def test_switch_to_french_search_and_plan_in_french(server, browser, shot):
    # given the home page in English
    browser.get(server + "/")
    assert browser.find_element(By.TAG_NAME, "html").get_attribute("lang") == "en"

    # when "Français" is pressed in the footer (a plain form: no script needed)
    french = browser.find_element(By.CSS_SELECTOR, "footer form.languages button[value=fr]")
    assert french.text == "Français" and french.get_attribute("lang") == "fr"
    click_and_wait(browser, french)

    # then the same page comes back in French, navigation included, and the switcher marks French
    assert browser.current_url.rstrip("/") == server
    assert browser.find_element(By.TAG_NAME, "html").get_attribute("lang") == "fr"
    assert browser.find_element(By.TAG_NAME, "h1").text == "Qu'y a-t-il dans votre cuisine ?"
    nav = browser.find_element(By.CSS_SELECTOR, "nav.site-nav").text
    assert "Chercher" in nav and "Connexion" in nav and "Préférences" in nav
    # and on a phone every label of the navigation shows whole (French words are longer)
    assert_labels_whole_on_a_phone(browser)
    current = browser.find_element(By.CSS_SELECTOR, "footer form.languages button[aria-current]")
    assert current.get_attribute("value") == "fr"
    shot("french-home")

    # when "poulet, riz" is typed into the home box
    box = browser.find_element(By.ID, "add-ingredient")
    box.send_keys("poulet, riz", Keys.ENTER)
    click_and_wait_for_results(browser, box)

    # then recipes that use chicken and rice are found, described in French
    cards = browser.find_elements(By.CSS_SELECTOR, ".cards .card")
    assert cards, "no recipe found for poulet, riz"
    assert "recettes" in browser.find_element(By.ID, "results-heading").text
    used = cards[0].find_element(By.CSS_SELECTOR, ".used").text.lower()
    assert "poulet" in used and "riz" in used, used
    shot("french-results")

    # when the first recipe is opened
    link = cards[0].find_element(By.CSS_SELECTOR, "a.card-link")
    click_and_wait(browser, link)

    # then its facts and amounts read in French
    page = browser.find_element(By.TAG_NAME, "main").text
    assert "Ingrédients" in page and "Étapes" in page
    assert re.search(r"Pour \d+ personnes|Donne ", page), page[:400]
    lines = [li.text for li in browser.find_elements(By.CSS_SELECTOR, ".ingredients li")]
    assert lines and not any(ENGLISH_UNITS.search(line) for line in lines), lines
    assert not any(re.search(r"\d\.\d", line) for line in lines), lines
    recipe_url = browser.current_url
    shot("french-recipe")

    # when a French account is made from there and the recipe is planned next Tuesday
    browser.get(server + "/signup?next=" + recipe_url.replace(server, ""))
    assert browser.find_element(By.TAG_NAME, "h1").text == "Créer un compte"
    browser.find_element(By.ID, "username").send_keys("cuisinier-" + uuid.uuid4().hex[:8])
    browser.find_element(By.ID, "password").send_keys(PASSWORD)
    browser.find_element(By.ID, "confirm").send_keys(PASSWORD)
    click_and_wait(browser, browser.find_element(By.CSS_SELECTOR, ".account-form button[type=submit]"))
    assert_labels_whole_on_a_phone(browser)
    click_and_wait(browser, browser.find_element(By.ID, "plan-recipe"))
    assert browser.find_element(By.TAG_NAME, "h1").text == "Ajouter au planning"
    today = datetime.date.today()
    tuesday = today + datetime.timedelta(days=7 - today.weekday() + 1)
    date_box = browser.find_element(By.ID, "plan-date")
    browser.execute_script("arguments[0].value = arguments[1];", date_box, str(tuesday))
    click_and_wait(browser, browser.find_element(By.ID, "save-plan"))

    # then the planner's week is in French: the days' names, the meal and the week's dates
    assert browser.find_element(By.TAG_NAME, "html").get_attribute("lang") == "fr"
    day = text_of(browser, f"#day-{tuesday}").lower()
    assert "mardi" in day and "dîner" in day
    headings = [h.lower() for h in texts_of(browser, ".day h2, .day h3")]
    assert any(name in " ".join(headings) for name in FRENCH_DAYS), headings
    shot("french-planner")

    # and back to English from the footer, on the same page
    click_and_wait(browser, browser.find_element(By.CSS_SELECTOR, "footer form.languages button[value=en]"))
    assert browser.find_element(By.TAG_NAME, "html").get_attribute("lang") == "en"
    assert "Tuesday" in text_of(browser, f"#day-{tuesday}")


def click_and_wait_for_results(browser, box):
    from selenium.webdriver.support.ui import WebDriverWait
    WebDriverWait(browser, 10).until(staleness_of(box))
