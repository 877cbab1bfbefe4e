"""A form sent twice before its answer (a double click, Enter pressed twice) is sent once: the
recipe, the meal or the invite was added twice (web probe, 2026-12-07)."""
import json
import uuid

from selenium.webdriver.common.by import By

from test_accounts_flow import PASSWORD, submit_and_wait, wait


def test_a_recipe_form_sent_twice_saves_one_recipe(server, browser):
    # given a new cook on the form of a recipe of their own
    browser.get(server + "/signup?next=/my-recipes/new")
    browser.find_element(By.ID, "username").send_keys("twice-" + uuid.uuid4().hex[:8])
    browser.find_element(By.ID, "password").send_keys(PASSWORD)
    browser.find_element(By.ID, "confirm").send_keys(PASSWORD)
    submit_and_wait(browser, browser.find_element(By.CSS_SELECTOR, ".account-form button[type=submit]"))
    wait(browser, lambda b: b.current_url.endswith("/my-recipes/new"))
    browser.find_element(By.ID, "recipe-title").send_keys("Twice toast")
    browser.find_element(By.ID, "recipe-ingredients").send_keys("2 slices bread")
    browser.find_element(By.ID, "recipe-steps").send_keys("Toast the bread.")

    # when the form is sent, and sent again before its answer, as a second click sends it
    second_sent = browser.execute_script("""
        const form = document.querySelector("form.recipe-form");
        form.requestSubmit(document.getElementById("save-recipe"));
        const again = new SubmitEvent("submit", {bubbles: true, cancelable: true, submitter: document.getElementById("save-recipe")});
        return form.dispatchEvent(again);
    """)
    wait(browser, lambda b: "/my-recipes/new" not in b.current_url)

    # then the second was dropped (a submit event not cancelled is a form sent again)
    assert second_sent is False

    # then the account has the recipe once
    mine = browser.execute_async_script("""
        const done = arguments[arguments.length - 1];
        fetch("/api/v1/my-recipes", {cache: "no-store"}).then(r => r.text()).then(done, e => done(String(e)));
    """)
    titles = [recipe["title"] for recipe in json.loads(mine)["recipes"]]
    assert titles == ["Twice toast"], titles
