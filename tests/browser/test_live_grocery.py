"""Two members of one household, each in their own browser, on the week's grocery list: an item
one adds and a tick one makes show on the other's open page within a second, with no reload."""
import datetime
import json
import os
import time
import urllib.request
import uuid

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

PASSWORD = "a long live-list password"


@pytest.fixture
def second_browser():
    """Another person's browser: cookies of its own."""
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM_BIN", "/usr/bin/chromium")
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1280,900"):
        options.add_argument(arg)
    driver = webdriver.Chrome(service=Service(executable_path=os.environ.get("CHROMEDRIVER_BIN", "/usr/bin/chromedriver")), options=options)
    driver.implicitly_wait(5)
    yield driver
    driver.quit()


def api(server, method, path, body=None, token=None):
    request = urllib.request.Request(server + path, method=method, data=None if body is None else json.dumps(body).encode())
    request.add_header("Content-Type", "application/json")
    request.add_header("Accept", "application/json")
    if token:
        request.add_header("Authorization", "Bearer " + token)
    with urllib.request.urlopen(request, timeout=10) as response:
        text = response.read()
        return json.loads(text) if text else None


def sign_up(browser, server, username):
    browser.get(server + "/signup")
    browser.find_element(By.ID, "username").send_keys(username)
    browser.find_element(By.ID, "password").send_keys(PASSWORD)
    browser.find_element(By.ID, "confirm").send_keys(PASSWORD)
    browser.find_element(By.CSS_SELECTOR, ".account-form button[type=submit]").click()
    until(lambda: "/signup" not in browser.current_url, 10)
    return api(server, "POST", "/api/v1/sessions", {"username": username, "password": PASSWORD})["token"]


def until(condition, seconds):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    return condition()


def listening(browser):
    """Whether the page's event stream is open (live.js has connected)."""
    return browser.execute_script("return document.documentElement.getAttribute('data-live-stream')") == "open"


def test_two_members_see_each_others_items_and_ticks_within_a_second(server, browser, second_browser):
    # given Sam and Alex in one household, both on this week's grocery list
    sam, alex = "sam-" + uuid.uuid4().hex[:6], "alex-" + uuid.uuid4().hex[:6]
    sam_token = sign_up(browser, server, sam)
    alex_token = sign_up(second_browser, server, alex)
    api(server, "POST", "/api/v1/households", {"name": "Live test home"}, sam_token)
    code = api(server, "POST", "/api/v1/household/invites", {}, sam_token)["code"]
    api(server, "POST", "/api/v1/households/join", {"code": code}, alex_token)
    monday = datetime.date.today() - datetime.timedelta(days=datetime.date.today().weekday())
    url = f"{server}/grocery?from={monday}&to={monday + datetime.timedelta(days=6)}"
    browser.get(url)
    second_browser.get(url)
    assert until(lambda: listening(browser) and listening(second_browser), 5)

    # when Sam adds lemons
    box = browser.find_element(By.ID, "grocery-name")
    box.send_keys("3 lemons")
    browser.find_element(By.ID, "grocery-add").click()
    started = time.monotonic()

    # then they show on Alex's open page within a second, said to be Sam's doing
    lemons = ".grocery-item[data-key*='lemon']"
    second_browser.implicitly_wait(0)
    assert until(lambda: second_browser.find_elements(By.CSS_SELECTOR, lemons), 1.0), "no lemons on Alex's page"
    assert time.monotonic() - started < 1.5  # a second plus Sam's own page load
    assert until(lambda: sam in second_browser.find_element(By.CSS_SELECTOR, ".live-note").text, 1.0)

    # when Alex ticks them, then Sam's page shows the tick within a second
    browser.implicitly_wait(0)
    assert until(lambda: browser.find_elements(By.CSS_SELECTOR, lemons), 5)
    second_browser.find_element(By.CSS_SELECTOR, lemons + " button.tick").click()
    started = time.monotonic()
    ticked = lemons + "[data-checked=true]"
    assert until(lambda: browser.find_elements(By.CSS_SELECTOR, ticked), 1.0), "Alex's tick did not reach Sam's page"
    assert time.monotonic() - started < 1.2
    browser.implicitly_wait(5)
    second_browser.implicitly_wait(5)
