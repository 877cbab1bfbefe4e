"""A person plans the same recipe on two weeks: a tick on the first week's list stays on that trip
and the second week's list starts fresh; onions added by hand join the plan's onions on one line,
and a line's parts link to the recipe that needs it."""
import datetime
import uuid

from selenium.webdriver.common.by import By

from conftest import sign_out_button
from test_planner_flow import click_and_wait, plan_from_recipe_page, wait

PASSWORD = "a long grocery password"
RECIPE = "potato-pancakes-with-applesauce"  # 1 onion for 4
TITLE = "Potato Pancakes with Applesauce"
ONIONS = ".grocery-item[data-key^='onion|']"


def open_list(browser, server, monday):
    sunday = monday + datetime.timedelta(days=6)
    browser.get(f"{server}/grocery?from={monday}&to={sunday}")
    assert browser.find_element(By.TAG_NAME, "h1").text == "Grocery list"


def onion_tick(browser):
    rows = browser.find_elements(By.CSS_SELECTOR, ONIONS)
    assert len(rows) == 1, [row.text for row in rows]
    return rows[0].find_element(By.CSS_SELECTOR, "button.tick")


def test_ticks_belong_to_a_trip_and_added_onions_join_the_plan(server, browser, shot):
    # given a new account with the same recipe planned on two weeks
    browser.get(server + "/signup?next=/planner")
    browser.find_element(By.ID, "username").send_keys("shopper-" + uuid.uuid4().hex[:8])
    browser.find_element(By.ID, "password").send_keys(PASSWORD)
    browser.find_element(By.ID, "confirm").send_keys(PASSWORD)
    click_and_wait(browser, browser.find_element(By.CSS_SELECTOR, ".account-form button[type=submit]"))
    today = datetime.date.today()
    week1 = today + datetime.timedelta(days=7 - today.weekday())
    week2 = week1 + datetime.timedelta(days=7)
    plan_from_recipe_page(browser, server, f"{server}/recipes/{RECIPE}", week1, "dinner", 4)
    plan_from_recipe_page(browser, server, f"{server}/recipes/{RECIPE}", week2 + datetime.timedelta(days=1), "dinner", 4)

    # when onions are ticked on week 1's list
    open_list(browser, server, week1)
    tick = onion_tick(browser)
    assert tick.get_attribute("aria-pressed") == "false"
    tick.click()
    wait(browser, lambda _: tick.get_attribute("aria-pressed") == "true")

    # then week 2's list has them unticked, and week 1's still ticked
    open_list(browser, server, week2)
    assert onion_tick(browser).get_attribute("aria-pressed") == "false"
    open_list(browser, server, week1)
    assert onion_tick(browser).get_attribute("aria-pressed") == "true"

    # when three onions are added by hand to week 1's list
    browser.find_element(By.ID, "grocery-name").send_keys("3 onions")
    assert not browser.find_element(By.ID, "grocery-keep").is_selected()
    click_and_wait(browser, browser.find_element(By.ID, "grocery-add"))

    # then one line has the plan's onion and the added ones together
    rows = browser.find_elements(By.CSS_SELECTOR, ONIONS)
    assert len(rows) == 1, [row.text for row in rows]
    row = rows[0]
    assert row.find_element(By.CSS_SELECTOR, ".grocery-name").text == "4 onions"
    assert row.find_element(By.CSS_SELECTOR, ".grocery-amounts").text == "1 planned + 3 added"

    # and its parts open on demand, naming the recipe and the words of its line
    link = row.find_element(By.CSS_SELECTOR, ".grocery-part a")
    assert not link.is_displayed()
    row.find_element(By.CSS_SELECTOR, ".grocery-parts summary").click()
    wait(browser, lambda _: link.is_displayed())
    parts = [part.text for part in row.find_elements(By.CSS_SELECTOR, ".grocery-part-text")]
    assert parts == [f"1 for {TITLE}", "3 added by you"], parts
    assert "1 onion" in row.find_element(By.CSS_SELECTOR, ".grocery-lines").text
    shot("grocery-parts")

    # and printed, the list keeps each item's name and its box to tick by hand, without the tools
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print", "features": []})
    try:
        assert row.find_element(By.CSS_SELECTOR, ".grocery-name").is_displayed()
        assert row.find_element(By.CSS_SELECTOR, ".tick .box").is_displayed()
        assert not browser.find_element(By.CSS_SELECTOR, ".grocery-add").is_displayed()
        assert not browser.find_element(By.CSS_SELECTOR, "header.site").is_displayed()
        # nor the link to change the units ("(change)" was printed; first-sight walk, 2026-12-07)
        assert browser.find_element(By.CSS_SELECTOR, ".grocery-summary").is_displayed()
        assert not browser.find_element(By.CSS_SELECTOR, ".grocery-change").is_displayed()
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})

    # and week 2's list is still only the plan's
    open_list(browser, server, week2)
    assert browser.find_element(By.CSS_SELECTOR, f"{ONIONS} .grocery-name").text == "1 onion"
    assert not browser.find_elements(By.CSS_SELECTOR, f"{ONIONS} .grocery-amounts")

    # when the recipe link of a part is followed
    open_list(browser, server, week1)
    row = browser.find_element(By.CSS_SELECTOR, ONIONS)
    row.find_element(By.CSS_SELECTOR, ".grocery-parts summary").click()
    click_and_wait(browser, row.find_element(By.CSS_SELECTOR, ".grocery-part a"))

    # then it is the recipe's page
    assert browser.find_element(By.TAG_NAME, "h1").text == TITLE
    assert browser.current_url.split("?")[0].endswith(f"/recipes/{RECIPE}")

    # sign out, so later tests start as a visitor
    click_and_wait(browser, sign_out_button(browser))
