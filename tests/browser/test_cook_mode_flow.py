"""A cook writes a recipe whose steps name times, opens cook mode from its page, steps through it
with the buttons and the arrow keys, and starts two timers: they count down in the timer bar, one
is cancelled, the other rings. `?timerSpeed=10` makes the script's clock run 10 times faster
(cook.js reads it; the server ignores it), so a minute passes in six seconds."""
import re
import time
import uuid

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from test_planner_flow import click_and_wait, wait

PASSWORD = "a long cook mode password"

# Records what the page reports as an error, from before its first script runs.
CATCH_ERRORS = """
window.__errors = [];
window.addEventListener('error', function (e) { window.__errors.push(String(e.message)); });
window.addEventListener('unhandledrejection', function (e) { window.__errors.push('rejection: ' + String(e.reason)); });
var original = console.error;
console.error = function () { window.__errors.push(Array.prototype.join.call(arguments, ' ')); original.apply(console, arguments); };
"""


def visible_steps(browser):
    return [step.get_attribute("data-step") for step in browser.find_elements(By.CSS_SELECTOR, ".cook-step") if step.is_displayed()]


def swipe(browser, from_x, to_x, y=400):
    """A one-finger swipe across the step, as a phone sends it."""
    touch = lambda kind, points: browser.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})
    browser.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1})
    try:
        touch("touchStart", [{"x": from_x, "y": y}])
        touch("touchMove", [{"x": (from_x + to_x) / 2, "y": y}])
        touch("touchMove", [{"x": to_x, "y": y}])
        touch("touchEnd", [])
    finally:
        browser.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})


def test_step_through_and_time(server, browser, shot):
    script = browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": CATCH_ERRORS})
    try:
        # given a cook with a recipe of three steps, two of which name a time
        browser.get(server + "/signup?next=/my-recipes/new")
        browser.find_element(By.ID, "username").send_keys("cook-" + uuid.uuid4().hex[:8])
        browser.find_element(By.ID, "password").send_keys(PASSWORD)
        browser.find_element(By.ID, "confirm").send_keys(PASSWORD)
        click_and_wait(browser, browser.find_element(By.CSS_SELECTOR, ".account-form button[type=submit]"))
        browser.find_element(By.ID, "recipe-title").send_keys("Cook Mode Custard " + uuid.uuid4().hex[:4])
        servings = browser.find_element(By.ID, "recipe-servings")
        servings.clear()
        servings.send_keys("2")
        browser.find_element(By.ID, "recipe-ingredients").send_keys("1 cup milk", Keys.ENTER, "1/2 cup sugar", Keys.ENTER, "2 eggs")
        browser.find_element(By.ID, "recipe-steps").send_keys(
            "Warm the milk with the sugar for 2 minutes.", Keys.ENTER, "Whisk in the eggs.", Keys.ENTER, "Rest for 1 minute.")
        click_and_wait(browser, browser.find_element(By.ID, "save-recipe"))
        recipe = browser.current_url.split("?")[0]

        # when cook mode is opened from the recipe page at 4 servings
        browser.get(recipe + "?servings=4")
        link = browser.find_element(By.ID, "cook-mode")
        assert link.get_attribute("href") == recipe + "/cook?servings=4"
        browser.get(recipe + "/cook?servings=4&timerSpeed=10")

        # then one step shows at a time, in large type, with the lines it uses scaled
        wait(browser, lambda b: visible_steps(b) == ["1"])
        step = browser.find_element(By.ID, "step-1")
        assert "Step 1 of 3" in step.text
        assert "2 cups milk" in step.text and "1 cup sugar" in step.text
        assert float(step.find_element(By.CSS_SELECTOR, ".cook-text").value_of_css_property("font-size").rstrip("px")) >= 24
        assert browser.find_element(By.CSS_SELECTOR, ".cook-previous").get_attribute("disabled") is not None
        shot("cook-mode")

        # when the cook moves with the buttons and the arrow keys
        browser.find_element(By.CSS_SELECTOR, ".cook-next").click()
        wait(browser, lambda b: visible_steps(b) == ["2"])
        assert "4 eggs" in browser.find_element(By.ID, "step-2").text
        browser.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_RIGHT)
        wait(browser, lambda b: visible_steps(b) == ["3"])
        assert browser.find_element(By.CSS_SELECTOR, ".cook-next").get_attribute("disabled") is not None
        assert browser.current_url.endswith("#step-3")
        browser.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_LEFT)
        wait(browser, lambda b: visible_steps(b) == ["2"])
        # and a swipe to the right goes back a step too
        swipe(browser, 300, 700)
        wait(browser, lambda b: visible_steps(b) == ["1"])

        # when the first step's timer starts, then the last step's
        bar = browser.find_element(By.ID, "timer-bar")
        assert not bar.is_displayed()
        browser.find_element(By.CSS_SELECTOR, "#step-1 .timer-start").click()
        for _ in range(2):
            browser.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_RIGHT)
        wait(browser, lambda b: visible_steps(b) == ["3"])
        start = browser.find_element(By.CSS_SELECTOR, "#step-3 .timer-start")
        assert start.get_attribute("data-seconds") == "60" and start.get_attribute("data-label") == "Rest"
        start.click()
        # and a second tap on a running timer's button starts no second one
        assert start.get_attribute("disabled") is not None and start.text == "Running"
        browser.execute_script("arguments[0].click()", start)

        # then both count down in the bar, several at once, and a reader hears each start once
        assert bar.is_displayed()
        assert bar.get_attribute("aria-live") is None
        status = browser.find_element(By.ID, "timer-status")
        assert status.get_attribute("textContent").startswith("Rest timer started: "), status.get_attribute("textContent")
        timers = bar.find_elements(By.CSS_SELECTOR, ".timer")
        assert [t.find_element(By.CLASS_NAME, "timer-name").text for t in timers] == ["Warm", "Rest"]
        first = timers[1].find_element(By.CLASS_NAME, "timer-left").text
        assert re.fullmatch(r"[01]:[0-5]\d", first), first
        wait(browser, lambda _: timers[1].find_element(By.CLASS_NAME, "timer-left").text not in (first, ""))
        shot("cook-mode-timers")

        # when the Rest timer is paused, it stands still and says so, until it is resumed
        pause = timers[1].find_element(By.CLASS_NAME, "timer-pause")
        assert pause.text == "Pause" and pause.get_attribute("aria-pressed") == "false"
        pause.click()
        assert pause.text == "Resume" and pause.get_attribute("aria-pressed") == "true"
        assert "paused" in timers[1].get_attribute("class")
        held = timers[1].find_element(By.CLASS_NAME, "timer-left").text
        assert re.fullmatch(r"[01]:[0-5]\d", held), held
        assert status.get_attribute("textContent") == f"Rest timer paused: {held} left", status.get_attribute("textContent")
        # (1.5 s is 15 s of the timer at ten times the speed: a running one would have moved)
        time.sleep(1.5)
        assert timers[1].find_element(By.CLASS_NAME, "timer-left").text == held
        assert "done" not in timers[1].get_attribute("class")
        pause.click()
        assert pause.text == "Pause" and "paused" not in timers[1].get_attribute("class")
        assert status.get_attribute("textContent") == "Rest timer resumed"
        wait(browser, lambda _: timers[1].find_element(By.CLASS_NAME, "timer-left").text not in (held, ""))

        # when the first is cancelled, the other rings when its minute is up
        timers[0].find_element(By.CLASS_NAME, "timer-cancel").click()
        wait(browser, lambda _: len(bar.find_elements(By.CSS_SELECTOR, ".timer")) == 1)
        first_start = browser.find_element(By.CSS_SELECTOR, "#step-1 .timer-start")
        assert first_start.get_attribute("disabled") is None
        assert first_start.get_attribute("textContent") == "Start timer"
        # (it rings 6 s after its start at ten times the speed; the wait allows for a page beside
        # every Swift suite on two cores, where 15 s left a margin of a few seconds)
        wait(browser, lambda _: "done" in timers[1].get_attribute("class"), timeout=120)
        assert timers[1].find_element(By.CLASS_NAME, "timer-left").text == "Done"
        assert not timers[1].find_element(By.CLASS_NAME, "timer-pause").is_displayed()
        assert status.get_attribute("textContent") == "Rest timer done"
        assert start.get_attribute("disabled") is None
        timers[1].find_element(By.CLASS_NAME, "timer-cancel").click()
        wait(browser, lambda _: not bar.is_displayed())

        # and nothing went wrong on the page
        assert browser.execute_script("return window.__errors") == []
    finally:
        browser.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": script["identifier"]})


def test_without_a_script_every_step_shows(server, browser):
    # given a library recipe opened with scripts off for this page
    browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        browser.get(server + "/recipes/victoria-sponge/cook")
        steps = browser.find_elements(By.CSS_SELECTOR, ".cook-step")
        # then every step is shown, and the timers are words, not buttons
        assert len(steps) > 1 and all(step.is_displayed() for step in steps)
        assert not any(b.is_displayed() for b in browser.find_elements(By.CSS_SELECTOR, ".timer-start"))
        assert not browser.find_element(By.CSS_SELECTOR, ".cook-nav").is_displayed()
    finally:
        browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
