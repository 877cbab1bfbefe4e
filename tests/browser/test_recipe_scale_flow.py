"""A cook scales a recipe and switches its units: with a script the list changes in place (no
reload), without one each choice is a link to the page at that choice. Opened from the planner,
the page starts at the planned servings. The library's French Crêpes serve 4: 1 cup flour, 2 large
eggs, 1 1/4 cups milk, 2 tbsp butter."""
import datetime
import uuid

from selenium.webdriver.common.by import By

from test_planner_flow import click_and_wait, plan_from_recipe_page, wait

PASSWORD = "a long scaling password"


def lines(browser):
    # read in one script call: the list is swapped while a wait polls it
    return browser.execute_script(
        "return Array.from(document.querySelectorAll('#ingredient-lines .line')).map(function (l) { return l.textContent.trim(); });")


def test_scale_and_switch_units_in_place(server, browser):
    # given the recipe page as written
    browser.get(server + "/recipes/french-crepes")
    assert "1 cup all-purpose flour" in lines(browser)
    browser.execute_script("window.notReloaded = true;")

    # when 2× is chosen, the amounts change without a reload
    browser.find_element(By.ID, "servings-x2").click()
    wait(browser, lambda b: "2 cups all-purpose flour" in lines(b))
    assert "4 large eggs" in lines(browser)
    assert "2 ½ cups milk" in lines(browser)
    assert browser.execute_script("return window.notReloaded === true;")
    assert "servings=8" in browser.current_url
    # and the facts say the servings the amounts are for
    wait(browser, lambda b: b.find_element(By.ID, "recipe-yield").text == "Serves 8")

    # when metric is chosen, the flour is weighed and the milk poured
    browser.find_element(By.ID, "units-metric").click()
    wait(browser, lambda b: "250 g all-purpose flour" in lines(b))
    assert "590 ml milk" in lines(browser)
    assert browser.execute_script("return window.notReloaded === true;")

    # when a number is typed, the list follows it
    box = browser.find_element(By.ID, "servings-input")
    box.clear()
    box.send_keys("2")
    wait(browser, lambda b: "65 g all-purpose flour" in lines(b))
    assert "1 large egg" in lines(browser)
    assert browser.execute_script("return window.notReloaded === true;")
    # and cook mode opens at the same choice
    assert "servings=2" in browser.find_element(By.ID, "cook-mode").get_attribute("href")

    # when "As written" is chosen, the recipe's own units come back at the servings chosen
    browser.find_element(By.ID, "units-original").click()
    wait(browser, lambda b: "½ cup all-purpose flour" in lines(b))


def test_links_work_without_a_script(server, browser):
    browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        browser.get(server + "/recipes/french-crepes")
        click_and_wait(browser, browser.find_element(By.ID, "servings-xhalf"))
        assert "servings=2" in browser.current_url
        assert "½ cup all-purpose flour" in lines(browser)
        click_and_wait(browser, browser.find_element(By.ID, "units-metric"))
        assert "65 g all-purpose flour" in lines(browser)
        click_and_wait(browser, browser.find_element(By.ID, "servings-more"))
        assert "servings=3" in browser.current_url
        # the form takes any number, and a bad one answers the page as written
        browser.get(server + "/recipes/french-crepes?servings=banana&units=kelvin")
        assert "1 cup all-purpose flour" in lines(browser)
    finally:
        browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})


def test_the_planner_opens_the_recipe_at_the_planned_servings(server, browser):
    # given a cook who planned the crêpes for 8
    browser.get(server + "/signup")
    browser.find_element(By.ID, "username").send_keys("scale-" + uuid.uuid4().hex[:8])
    browser.find_element(By.ID, "password").send_keys(PASSWORD)
    browser.find_element(By.ID, "confirm").send_keys(PASSWORD)
    click_and_wait(browser, browser.find_element(By.CSS_SELECTOR, ".account-form button[type=submit]"))
    today = datetime.date.today()
    plan_from_recipe_page(browser, server, server + "/recipes/french-crepes", today, "breakfast", 8)

    # when the recipe is opened from the week (the week of the day planned: the planner's own week
    # would be the next one if the run crossed midnight into a Monday)
    browser.get(f"{server}/planner?week={today}")
    link = browser.find_element(By.CSS_SELECTOR, f"#day-{today} a.entry-title")
    click_and_wait(browser, link)

    # then it starts at 8 servings
    assert "servings=8" in browser.current_url
    assert browser.find_element(By.ID, "servings-input").get_attribute("value") == "8"
    assert "2 cups all-purpose flour" in lines(browser)
