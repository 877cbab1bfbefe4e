"""Issue 21: without JavaScript too, a recipe whose picture link is dead shows its drawn picture,
never a broken image, on its page and in "My recipes" (with a script, test_honest_pages.py covers
app.js's swap on the page; this file checks the list's thumbnail with one too)."""
import os
import struct
import uuid
import zlib

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from test_accounts_flow import PASSWORD
from conftest import staleness_of


@pytest.fixture(scope="module")
def scriptless():
    """A second Chromium with JavaScript switched off for pages (WebDriver's own calls still run)."""
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM_BIN", "/usr/bin/chromium")
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1280,900"):
        options.add_argument(arg)
    options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    service = Service(executable_path=os.environ.get("CHROMEDRIVER_BIN", "/usr/bin/chromedriver"))
    driver = webdriver.Chrome(service=service, options=options)
    driver.implicitly_wait(5)
    yield driver
    driver.quit()


def post_and_wait(driver, button):
    button.click()
    WebDriverWait(driver, 10).until(staleness_of(button))


def pixels(png):
    """The RGB bytes of a screenshot (8-bit RGB or RGBA, not interlaced), row after row."""
    width, height, depth, kind = struct.unpack(">IIBB", png[16:26])
    assert depth == 8 and kind in (2, 6)
    step = 3 if kind == 2 else 4
    data, at = b"", 8
    while at < len(png):
        length, tag = struct.unpack(">I4s", png[at:at + 8])
        if tag == b"IDAT":
            data += png[at + 8:at + 8 + length]
        at += 12 + length
    raw, stride, out, previous = zlib.decompress(data), width * step, bytearray(), bytearray(width * step)
    for y in range(height):
        kind_of_filter, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for x in range(stride):
            left = line[x - step] if x >= step else 0
            up, corner = previous[x], previous[x - step] if x >= step else 0
            if kind_of_filter == 1:
                line[x] = (line[x] + left) & 255
            elif kind_of_filter == 2:
                line[x] = (line[x] + up) & 255
            elif kind_of_filter == 3:
                line[x] = (line[x] + (left + up) // 2) & 255
            elif kind_of_filter == 4:
                p = left + up - corner
                guess = min((abs(p - left), 0, left), (abs(p - up), 1, up), (abs(p - corner), 2, corner))[2]
                line[x] = (line[x] + guess) & 255
        out += bytes(b for x in range(0, stride, step) for b in line[x:x + 3])
        previous = line
    return width, height, bytes(out)


def difference(one, other):
    """The mean difference of two screenshots of one size, 0 to 255 per channel."""
    (w1, h1, a), (w2, h2, b) = pixels(one), pixels(other)
    assert (w1, h1) == (w2, h2)
    return sum(abs(x - y) for x, y in zip(a, b)) / len(a)


def test_a_dead_picture_link_shows_the_drawing_without_a_script(server, scriptless, browser):
    # given a new account, made with forms alone, and a recipe whose picture link answers 404
    scriptless.get(server + "/signup")
    username = "noscript-" + uuid.uuid4().hex[:8]
    scriptless.find_element(By.ID, "username").send_keys(username)
    scriptless.find_element(By.ID, "password").send_keys(PASSWORD)
    scriptless.find_element(By.ID, "confirm").send_keys(PASSWORD)
    post_and_wait(scriptless, scriptless.find_element(By.CSS_SELECTOR, ".account-form button[type=submit]"))
    scriptless.get(server + "/my-recipes/new")
    scriptless.find_element(By.ID, "recipe-title").send_keys("Scriptless eggs")
    servings = scriptless.find_element(By.ID, "recipe-servings")
    servings.clear()
    servings.send_keys("2")
    scriptless.find_element(By.ID, "recipe-ingredients").send_keys("3 eggs\n1 tbsp butter")
    scriptless.find_element(By.ID, "recipe-image").send_keys(server + "/no-such-picture.jpg")

    # when it is saved and its page opens
    post_and_wait(scriptless, scriptless.find_element(By.ID, "save-recipe"))
    page = scriptless.current_url

    # then the web image (which would show broken) is hidden and the drawing under it shows, named by the title
    photo = scriptless.find_element(By.CSS_SELECTOR, "img.hero")
    assert photo.get_dom_attribute("data-fallback").startswith("/images/recipes/")
    assert not photo.is_displayed()
    drawn = scriptless.find_element(By.CSS_SELECTOR, "noscript > svg.hero")
    size = drawn.size
    assert drawn.is_displayed() and size["width"] > 300
    assert drawn.get_attribute("aria-label") == "Scriptless eggs"
    fallback = photo.get_dom_attribute("data-fallback")
    assert drawn.find_element(By.TAG_NAME, "image").get_dom_attribute("href") == fallback
    assert drawn.find_element(By.TAG_NAME, "feImage").get_dom_attribute("href") == photo.get_dom_attribute("src")

    # and what shows is the drawing itself, as app.js shows it in the <img> with scripts on (no broken icon over it)
    browser.delete_all_cookies()
    browser.get(server + "/signin")
    browser.find_element(By.ID, "username").send_keys(username)
    browser.find_element(By.ID, "password").send_keys(PASSWORD)
    post_and_wait(browser, browser.find_element(By.CSS_SELECTOR, "main form button[type=submit]"))
    browser.get(page)
    WebDriverWait(browser, 10).until(lambda b: b.execute_script(
        "const i = document.querySelector('img.hero'); return i.dataset.fellBack && i.complete && i.naturalWidth > 0;"))
    reference = browser.find_element(By.CSS_SELECTOR, "img.hero")
    assert reference.size == size
    assert difference(drawn.screenshot_as_png, reference.screenshot_as_png) < 8

    # and the thumbnail in "My recipes" gives way to the drawing too, with a script and without one
    browser.get(server + "/my-recipes")
    WebDriverWait(browser, 10).until(lambda b: b.execute_script(
        "const i = document.querySelector('.my-recipe img'); return i.dataset.fellBack && i.complete && i.naturalWidth > 0;"))
    thumbnail = browser.find_element(By.CSS_SELECTOR, ".my-recipe img")
    assert thumbnail.get_attribute("src").endswith(fallback)
    scriptless.get(server + "/my-recipes")
    dead = scriptless.find_element(By.CSS_SELECTOR, ".my-recipe img")
    assert dead.get_dom_attribute("data-fallback") == fallback and not dead.is_displayed()
    small = scriptless.find_element(By.CSS_SELECTOR, ".my-recipe noscript > svg")
    assert small.is_displayed() and small.size == thumbnail.size
    assert small.find_element(By.TAG_NAME, "image").get_dom_attribute("href") == fallback
    assert small.find_element(By.TAG_NAME, "feImage").get_dom_attribute("href") == dead.get_dom_attribute("src")
    assert difference(small.screenshot_as_png, thumbnail.screenshot_as_png) < 8
    browser.delete_all_cookies()
