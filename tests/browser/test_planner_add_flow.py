"""A person plans a dinner from the planner itself: the slot's "+ Add" searches every recipe as
they type, and the chosen recipe's form starts at that recipe's own servings."""
import datetime
import uuid

from selenium.webdriver.common.by import By
from conftest import sign_out_button

from test_planner_flow import PASSWORD, click_and_wait, wait


def test_plan_a_dinner_by_searching_from_the_slot(server, browser, shot):
    # given a new account, on next week's planner
    browser.get(server + "/signup?next=/planner")
    browser.find_element(By.ID, "username").send_keys("adder-" + uuid.uuid4().hex[:8])
    browser.find_element(By.ID, "password").send_keys(PASSWORD)
    browser.find_element(By.ID, "confirm").send_keys(PASSWORD)
    click_and_wait(browser, browser.find_element(By.CSS_SELECTOR, ".account-form button[type=submit]"))
    today = datetime.date.today()
    tuesday = today + datetime.timedelta(days=7 - today.weekday() + 1)
    browser.get(f"{server}/planner?week={tuesday}")

    # when Tuesday's dinner "+ Add" is pressed
    add = browser.find_element(By.CSS_SELECTOR, f"#day-{tuesday} .slot[data-meal=dinner] .slot-add")
    click_and_wait(browser, add)

    # then the page says which meal it plans and offers a search
    assert browser.find_element(By.TAG_NAME, "h1").text == "Add to the plan"
    assert browser.find_element(By.ID, "plan-for").text.startswith("Dinner on ")

    # when "chicken" is typed, the results come without a new page
    browser.execute_script("window.notReloaded = true;")
    browser.find_element(By.ID, "plan-search").send_keys("chicken")
    wait(browser, lambda b: len(b.find_elements(By.CSS_SELECTOR, "#plan-results .plan-result")) > 0)
    assert browser.execute_script("return window.notReloaded === true;")
    results = browser.find_elements(By.CSS_SELECTOR, "#plan-results .plan-result")
    assert all("chicken" in r.find_element(By.CLASS_NAME, "plan-result-title").text.lower() for r in results)
    assert "q=chicken" in browser.current_url
    shot("planner-add-search")

    # when a result is chosen
    chosen = results[0]
    title = chosen.find_element(By.CLASS_NAME, "plan-result-title").text
    servings = chosen.get_attribute("data-servings")
    click_and_wait(browser, chosen.find_element(By.CSS_SELECTOR, "a.plan-this"))

    # then the form shows that recipe, its servings, and the slot's day and meal
    assert browser.find_element(By.ID, "plan-recipe-title").text == title
    assert browser.find_element(By.ID, "plan-servings").get_attribute("value") == servings
    assert browser.find_element(By.ID, "plan-date").get_attribute("value") == str(tuesday)
    assert browser.find_element(By.CSS_SELECTOR, "#plan-meal option:checked").get_attribute("value") == "dinner"
    shot("planner-add-form")

    # when saved as it came
    click_and_wait(browser, browser.find_element(By.ID, "save-plan"))

    # then Tuesday's dinner has it, for that many
    dinner = browser.find_element(By.CSS_SELECTOR, f"#day-{tuesday} .slot[data-meal=dinner]")
    assert title in dinner.text
    unit = "serving" if servings == "1" else "servings"
    assert f"{servings} {unit}" in dinner.text

    # sign out, so later tests start as a visitor
    click_and_wait(browser, sign_out_button(browser))
