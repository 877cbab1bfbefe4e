"""The pages keep to their own Content-Security-Policy: a signed-in person walks through every page
and the browser reports no blocked script, style, picture, fetch or form."""
import uuid

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait
from conftest import sign_out_button, staleness_of

PASSWORD = "a long kitchen password"

# Installed through DevTools before any page script, so the policy does not apply to it.
RECORDER = """
window.__violations = [];
document.addEventListener("securitypolicyviolation", function (event) {
  window.__violations.push(event.violatedDirective + " " + (event.blockedURI || "inline") + " " + (event.sourceFile || "") + ":" + event.lineNumber);
});
"""


def violations(browser):
    return browser.execute_script("return window.__violations || [];")


def test_every_page_keeps_to_its_policy(server, browser):
    recorder = browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": RECORDER})
    try:
        # given a new account
        browser.get(server + "/signup")
        assert violations(browser) == []
        browser.find_element(By.ID, "username").send_keys("csp-" + uuid.uuid4().hex[:8])
        browser.find_element(By.ID, "password").send_keys(PASSWORD)
        browser.find_element(By.ID, "confirm").send_keys(PASSWORD)
        button = browser.find_element(By.CSS_SELECTOR, ".account-form button[type=submit]")
        button.click()
        WebDriverWait(browser, 10).until(staleness_of(button))

        # when it visits every page
        seen = {}
        for path in ["/", "/?i=egg&i=rice", "/random", "/favorites", "/kitchen", "/preferences", "/planner",
                     "/planner/settings", "/grocery", "/my-recipes", "/my-recipes/new", "/import", "/no-such-page"]:
            browser.get(server + path)
            seen[path] = violations(browser)

        # and uses the scripts: keeps a recipe with the heart, and asks for food suggestions
        browser.get(server + "/?i=egg")
        heart = browser.find_element(By.CSS_SELECTOR, "form.heart button")
        heart.click()
        WebDriverWait(browser, 10).until(lambda b: heart.get_attribute("aria-pressed") == "true")
        seen["heart"] = violations(browser)
        browser.get(server + "/kitchen")
        browser.find_element(By.ID, "pantry-name").send_keys("tom")
        WebDriverWait(browser, 10).until(
            lambda b: len(b.find_elements(By.CSS_SELECTOR, "#pantry-name-suggestions [role=option]")) > 0)
        seen["suggestions"] = violations(browser)

        # then nothing was blocked, and the pages carry the policy
        assert {path: found for path, found in seen.items() if found} == {}
        assert browser.execute_script("return document.querySelectorAll('script:not([src])').length") == 0

        # and signing out, a form post like any other, is not blocked either
        out = sign_out_button(browser)
        out.click()
        WebDriverWait(browser, 10).until(staleness_of(out))
        assert violations(browser) == []
        assert "Sign in" in browser.find_element(By.CSS_SELECTOR, "header.site nav").text
    finally:
        browser.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": recorder["identifier"]})
