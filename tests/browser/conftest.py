"""Shared fixtures for the browser suite: one real server and one headless Chromium."""
import os
import shutil
import subprocess
import sys
import tempfile

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
from selenium.webdriver.common.by import By

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tests", "support"))
from reciplease_http import ready_port  # noqa: E402
SHOTS = os.path.join(ROOT, ".build", "screenshots")


def run_server(prefix="reciplease-browser-", env=None):
    """Starts a server with a data folder of its own, on a port the system picks as the server binds
    (a port probed beforehand can be taken by a test running beside this suite); yields its
    address, then stops it."""
    binary = os.environ.get("RECIPLEASE_BIN", os.path.join(ROOT, ".build", "debug", "reciplease"))
    data = tempfile.mkdtemp(prefix=prefix)
    log_path = os.path.join(data, "server.log")
    log = open(log_path, "w")
    # The cheapest Bcrypt cost: the server hashes passwords on a thread of low priority, and with
    # every other suite running on two cores one sign-in at the default cost once took over 30 s.
    # Hashing itself is tested in the Swift suites and by scripts/signin-burst.py at the default.
    settings = {"RECIPLEASE_PASSWORD_COST": "4", **(env or {})}
    proc = subprocess.Popen([binary, "serve", "--port", "0", "--data-dir", data], stdout=log, stderr=subprocess.STDOUT,
                            env=dict(os.environ, **settings))
    try:
        # Up to ten minutes: beside every Swift suite on two cores a debug server can take more
        # than the minute this allowed to load its recipes.
        base = f"http://127.0.0.1:{ready_port(proc, log_path)}"
    except RuntimeError:
        proc.kill()
        raise RuntimeError("server did not start: " + open(log_path).read())
    yield base
    proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
    log.close()
    shutil.rmtree(data, ignore_errors=True)


@pytest.fixture(scope="session")
def server():
    yield from run_server()


@pytest.fixture(scope="session")
def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM_BIN", "/usr/bin/chromium")
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1280,900"):
        options.add_argument(arg)
    service = Service(executable_path=os.environ.get("CHROMEDRIVER_BIN", "/usr/bin/chromedriver"))
    driver = webdriver.Chrome(service=service, options=options)
    driver.implicitly_wait(5)
    yield driver
    driver.quit()


@pytest.fixture(scope="module", autouse=True)
def starts_signed_out(server, browser):
    """Every file starts as a visitor: one that ends signed in must not hand the next a page
    without the sign-up form it looks for."""
    browser.get(server + "/")
    browser.delete_all_cookies()
    yield


@pytest.fixture
def shot(browser):
    """Saves a screenshot at phone and desktop widths, for people to look at."""
    os.makedirs(SHOTS, exist_ok=True)

    def take(name):
        for label, width in (("phone", 375), ("desktop", 1280)):
            browser.set_window_size(width, 900)
            browser.save_screenshot(os.path.join(SHOTS, f"{name}-{label}.png"))
        browser.set_window_size(1280, 900)

    return take


def sign_out_button(browser):
    """The sign-out button, which lives in the account menu: opens the menu first, as a person would."""
    menu = browser.find_element(By.CSS_SELECTOR, "header.site details.account-menu")
    if menu.get_attribute("open") is None:
        menu.find_element(By.TAG_NAME, "summary").click()
    return menu.find_element(By.CSS_SELECTOR, "form.signout button")


def staleness_of(element):
    """A wait condition: the element has left the page (a form sent, a link followed).

    Selenium's own condition asks the element whether it is enabled and counts only
    StaleElementReferenceException as gone. While the next page is arriving, chromedriver can
    answer the same question with "Node with given id does not belong to the document", a
    WebDriverException, which failed a browser test at random; that answer means gone too.
    """
    def gone(_):
        try:
            element.is_enabled()
            return False
        except StaleElementReferenceException:
            return True
        except WebDriverException as error:
            if "does not belong to the document" in str(error):
                return True
            raise
    return gone


def text_of(browser, css, timeout=10):
    """The text of the element `css` names, read again if the page swapped it meanwhile.

    The live pages (planner week, grocery list, kitchen) replace their list region when the
    server tells of a change, which can land between finding an element and reading it."""
    from selenium.webdriver.support.ui import WebDriverWait

    def read(_):
        try:
            return [browser.find_element(By.CSS_SELECTOR, css).text]  # a list: "" is an answer too
        except StaleElementReferenceException:
            return False
    return WebDriverWait(browser, timeout).until(read)[0]


def texts_of(browser, css, timeout=10):
    """The texts of every element `css` names, read again if the page swapped them meanwhile."""
    from selenium.webdriver.support.ui import WebDriverWait

    def read(_):
        try:
            return [[element.text for element in browser.find_elements(By.CSS_SELECTOR, css)]]
        except StaleElementReferenceException:
            return False
    return WebDriverWait(browser, timeout).until(read)[0]
