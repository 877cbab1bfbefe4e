"""A person writes a recipe, plans it and a library recipe sharing foods in other units in one
week, finds one merged line per food on the week's grocery list, ticks one, and subscribes to a
calendar feed that keeps the rules."""
import datetime
import os
import sys
import urllib.request
import uuid

from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "calendar"))
import check_ics  # noqa: E402
from conftest import sign_out_button, text_of

PASSWORD = "a long planner password"


def wait(browser, condition, timeout=10):
    return WebDriverWait(browser, timeout).until(condition)


def click_and_wait(browser, element):
    """Clicks and waits for the next page. While the old page goes, chromedriver can answer with
    "does not belong to the document" rather than "stale": both mean it has gone."""
    element.click()

    def gone(_):
        try:
            element.is_enabled()
            return False
        except WebDriverException:
            return True

    wait(browser, gone)
    wait(browser, lambda b: b.execute_script("return document.readyState") == "complete")


def set_value(browser, element_id, value):
    # Date inputs take typed text in the browser's locale; setting the value is locale-proof.
    browser.execute_script("document.getElementById(arguments[0]).value = arguments[1];", element_id, value)


def plan_from_recipe_page(browser, server, recipe_url, date, meal, servings):
    browser.get(recipe_url)
    click_and_wait(browser, browser.find_element(By.ID, "plan-recipe"))
    assert browser.find_element(By.TAG_NAME, "h1").text == "Add to the plan"
    set_value(browser, "plan-date", str(date))
    browser.find_element(By.CSS_SELECTOR, f"#plan-meal option[value={meal}]").click()
    servings_box = browser.find_element(By.ID, "plan-servings")
    servings_box.clear()
    servings_box.send_keys(str(servings))
    click_and_wait(browser, browser.find_element(By.ID, "save-plan"))


def test_write_plan_and_shop_for_a_week(server, browser, shot):
    # given a new account, writing a recipe
    browser.get(server + "/signup?next=/my-recipes/new")
    browser.find_element(By.ID, "username").send_keys("planner-" + uuid.uuid4().hex[:8])
    browser.find_element(By.ID, "password").send_keys(PASSWORD)
    browser.find_element(By.ID, "confirm").send_keys(PASSWORD)
    click_and_wait(browser, browser.find_element(By.CSS_SELECTOR, ".account-form button[type=submit]"))
    assert browser.find_element(By.TAG_NAME, "h1").text == "New recipe"

    # when the recipe is typed, each ingredient line shows the food it is understood as
    title = "Planner Milk Pudding " + uuid.uuid4().hex[:4]
    browser.find_element(By.ID, "recipe-title").send_keys(title)
    servings = browser.find_element(By.ID, "recipe-servings")
    servings.clear()
    servings.send_keys("2")
    browser.find_element(By.ID, "recipe-prep").send_keys("5")
    browser.find_element(By.ID, "recipe-cook").send_keys("15")
    browser.find_element(By.CSS_SELECTOR, "input[name=mealTypes][value=dessert]").click()
    box = browser.find_element(By.ID, "recipe-ingredients")
    box.send_keys("For the custard:", Keys.ENTER, "1 cup milk", Keys.ENTER, "1/2 cup sugar", Keys.ENTER, "2 eggs", Keys.ENTER,
                  "1 pinch of moondust")
    recognised = browser.find_element(By.ID, "recognised-foods")
    wait(browser, lambda _: len(recognised.find_elements(By.TAG_NAME, "li")) == 5)
    items = recognised.find_elements(By.TAG_NAME, "li")
    foods = [li.text for li in items]
    # a heading line is said to be one, not an unknown food
    assert foods[0].endswith("a heading over the lines after it") and items[0].get_attribute("class") != "unrecognised"
    assert foods[1].endswith("milk") and foods[2].endswith("sugar") and foods[3].endswith("egg")
    assert foods[4].endswith("not recognised")
    browser.find_element(By.ID, "recipe-steps").send_keys("Warm the milk with the sugar.", Keys.ENTER, "Whisk in the eggs; chill.")
    shot("recipe-form")
    click_and_wait(browser, browser.find_element(By.ID, "save-recipe"))

    # then its page shows it
    assert browser.find_element(By.TAG_NAME, "h1").text == title
    mine = browser.current_url.split("?")[0]

    # when it and the library's Victoria Sponge (2 tbsp milk, 225 g sugar, 4 eggs) are planned next week
    today = datetime.date.today()
    monday = today + datetime.timedelta(days=7 - today.weekday())
    plan_from_recipe_page(browser, server, mine, monday, "dinner", 4)
    assert "/planner?week=" in browser.current_url
    plan_from_recipe_page(browser, server, server + "/recipes/victoria-sponge", monday + datetime.timedelta(days=2), "snack", 10)

    # then the week shows both on their days
    assert title in text_of(browser, f"#day-{monday}")
    assert "Victoria Sponge" in text_of(browser, f"#day-{monday + datetime.timedelta(days=2)}")
    shot("planner-week")

    # and printed, the week keeps its meals without the links to change, add or shop
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print", "features": []})
    try:
        assert browser.find_element(By.CSS_SELECTOR, f"#day-{monday} .entry-title").is_displayed()
        assert not browser.find_element(By.ID, "week-grocery").is_displayed()
        assert not browser.find_element(By.CSS_SELECTOR, f"#day-{monday} .entry-actions").is_displayed()
        assert not browser.find_element(By.CSS_SELECTOR, ".slot-add").is_displayed()
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})

    # when the week's grocery list is opened
    click_and_wait(browser, browser.find_element(By.ID, "week-grocery"))

    # then milk, sugar and eggs are one line each, merged across both recipes
    for food in ("milk", "sugar", "egg"):
        lines = browser.find_elements(By.CSS_SELECTOR, f".grocery-item[data-key^='{food}|']")
        assert len(lines) == 1, f"{food}: {[line.text for line in lines]}"
        sources = lines[0].find_element(By.CSS_SELECTOR, ".grocery-sources").text
        assert title in sources and "Victoria Sponge" in sources
    eggs = browser.find_element(By.CSS_SELECTOR, ".grocery-item[data-key^='egg|'] .grocery-name").text
    assert eggs == "8 eggs"  # 2 eggs for 2, planned for 4, and the sponge's 4
    milk = browser.find_element(By.CSS_SELECTOR, ".grocery-item[data-key^='milk|'] .grocery-name").text
    assert milk.endswith("milk") and "cup" in milk  # 2 cups and 2 tbsp, in US units

    # when milk is ticked, without a reload
    browser.execute_script("window.notReloaded = true;")
    tick = browser.find_element(By.CSS_SELECTOR, ".grocery-item[data-key^='milk|'] button.tick")
    tick.click()
    wait(browser, lambda _: tick.get_attribute("aria-pressed") == "true")
    assert browser.execute_script("return window.notReloaded === true;")
    shot("grocery-week")

    # then it stays ticked
    browser.refresh()
    assert browser.find_element(By.CSS_SELECTOR, ".grocery-item[data-key^='milk|'] button.tick").get_attribute("aria-pressed") == "true"

    # and the plain-text export has the same list
    text_url = browser.find_element(By.ID, "grocery-text").get_attribute("href")
    cookies = "; ".join(f"{c['name']}={c['value']}" for c in browser.get_cookies())
    request = urllib.request.Request(text_url, headers={"Cookie": cookies})
    with urllib.request.urlopen(request, timeout=30) as response:
        text = response.read().decode()
    assert f"[x] {milk} (" in text and f"[ ] {eggs} (" in text

    # when the calendar address from the settings is fetched, as a calendar app would
    browser.get(server + "/planner/settings")
    url = browser.find_element(By.ID, "calendar-url").get_attribute("value")
    with urllib.request.urlopen(url, timeout=30) as response:
        data, content_type = response.read(), response.headers.get("Content-Type")

    # then it keeps every rule, with both meals in it
    check_ics.assert_valid(data, content_type)
    summaries = [str(e.get("SUMMARY")) for e in check_ics.icalendar.Calendar.from_ical(data).walk("VEVENT")]
    assert f"Dinner: {title}" in summaries and "Snack: Victoria Sponge" in summaries

    # sign out, so later tests start as a visitor
    out = sign_out_button(browser)
    click_and_wait(browser, out)
