"""The home and grocery boxes suggest foods as you type, and a misspelt search offers the corrected one."""
import uuid

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from test_accounts_flow import PASSWORD, submit_and_wait
from conftest import staleness_of


def wait(browser, condition):
    return WebDriverWait(browser, 10).until(condition)


def options(browser):
    return [o.get_attribute("data-name") for o in
            browser.find_elements(By.CSS_SELECTOR, "#add-ingredient-suggestions [role=option]")]


def test_typing_in_the_home_box_suggests_foods_chosen_by_keyboard_or_click(server, browser, shot):
    # given the home page
    browser.get(server + "/")
    box = browser.find_element(By.ID, "add-ingredient")
    assert box.get_attribute("role") == "combobox"
    assert box.get_attribute("aria-expanded") == "false"

    # when "chi" is typed, then foods are suggested in a list box
    box.send_keys("chi")
    wait(browser, lambda b: "chicken" in options(b))
    assert box.get_attribute("aria-expanded") == "true"
    shot("home-suggestions")

    # when the arrow key picks the first and Enter takes it, then the box holds it and the list closes
    box.send_keys(Keys.ARROW_DOWN)
    first = browser.find_element(By.CSS_SELECTOR, "#add-ingredient-suggestions [role=option]")
    assert first.get_attribute("aria-selected") == "true"
    assert box.get_attribute("aria-activedescendant") == first.get_attribute("id")
    chosen = first.get_attribute("data-name")
    box.send_keys(Keys.ENTER)
    assert box.get_attribute("value") == chosen
    assert box.get_attribute("aria-expanded") == "false"

    # when the next Enter is pressed, then the form adds it
    box.send_keys(Keys.ENTER)
    wait(browser, staleness_of(box))
    assert [c.text for c in browser.find_elements(By.CSS_SELECTOR, ".chips .chip-name")] == [chosen]

    # when another food is typed and one suggestion clicked, then it fills the box
    box = browser.find_element(By.ID, "add-ingredient")
    box.send_keys("garl")
    wait(browser, lambda b: "garlic" in options(b))
    browser.find_element(By.CSS_SELECTOR, "#add-ingredient-suggestions [data-name=garlic]").click()
    assert box.get_attribute("value") == "garlic"

    # and Escape closes an open list without changing the box
    box.send_keys(Keys.BACK_SPACE)
    wait(browser, lambda b: len(options(b)) > 0)
    box.send_keys(Keys.ESCAPE)
    assert box.get_attribute("aria-expanded") == "false"
    assert box.get_attribute("value") == "garli"


def test_a_misspelt_search_offers_the_corrected_one(server, browser, shot):
    # given a search for a typo
    browser.get(server + "/?i=chiken")

    # then the page asks "Did you mean chicken?" and the link searches for it
    link = browser.find_element(By.CSS_SELECTOR, ".did-you-mean a")
    assert link.text == "Did you mean chicken?"
    shot("home-did-you-mean")
    link.click()
    wait(browser, staleness_of(link))
    assert [c.text for c in browser.find_elements(By.CSS_SELECTOR, ".chips .chip-name")] == ["chicken"]
    assert browser.find_elements(By.CSS_SELECTOR, ".cards .card")


def test_the_grocery_box_suggests_foods_too(server, browser, shot):
    # given a signed-in person on the grocery list
    browser.delete_all_cookies()
    browser.get(server + "/signup?next=/grocery")
    browser.find_element(By.ID, "username").send_keys("grocer-" + uuid.uuid4().hex[:8])
    browser.find_element(By.ID, "password").send_keys(PASSWORD)
    browser.find_element(By.ID, "confirm").send_keys(PASSWORD)
    submit_and_wait(browser, browser.find_element(By.CSS_SELECTOR, ".account-form button[type=submit]"))
    browser.get(server + "/grocery")
    box = browser.find_element(By.ID, "grocery-name")
    assert box.get_attribute("role") == "combobox"

    # when "garl" is typed into "Add something else", then garlic is suggested
    box.send_keys("garl")
    wait(browser, lambda b: "garlic" in [o.get_attribute("data-name") for o in
                                         b.find_elements(By.CSS_SELECTOR, "#grocery-name-suggestions [role=option]")])
    shot("grocery-suggestions")

    # when it is clicked and added, then the list has it
    browser.find_element(By.CSS_SELECTOR, "#grocery-name-suggestions [data-name=garlic]").click()
    assert box.get_attribute("value") == "garlic"
    submit_and_wait(browser, browser.find_element(By.ID, "grocery-add"))
    assert "garlic" in [n.text for n in browser.find_elements(By.CSS_SELECTOR, ".grocery-item .grocery-name")]
    browser.delete_all_cookies()
