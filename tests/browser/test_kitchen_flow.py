"""A person keeps a kitchen list: adds with suggestions, unticks one without a reload, deletes one, searches the rest."""
import uuid

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait
from conftest import sign_out_button, staleness_of

PASSWORD = "a long kitchen password"


def wait(browser, condition, timeout=10):
    return WebDriverWait(browser, timeout).until(condition)


def add(browser, name):
    box = browser.find_element(By.ID, "pantry-name")
    box.clear()
    box.send_keys(name, Keys.ENTER)
    wait(browser, staleness_of(box))


def names(browser):
    return [e.text for e in browser.find_elements(By.CSS_SELECTOR, "#pantry-list .pantry-name")]


def test_kitchen_list_with_suggestions_ticks_and_a_search_link(server, browser, shot):
    # given a new account on the kitchen page
    browser.get(server + "/signup?next=/kitchen")
    browser.find_element(By.ID, "username").send_keys("cook-" + uuid.uuid4().hex[:8])
    browser.find_element(By.ID, "password").send_keys(PASSWORD)
    browser.find_element(By.ID, "confirm").send_keys(PASSWORD)
    button = browser.find_element(By.CSS_SELECTOR, ".account-form button[type=submit]")
    button.click()
    wait(browser, staleness_of(button))
    assert browser.find_element(By.TAG_NAME, "h1").text == "In my kitchen"

    # when part of a food is typed, the catalog suggests foods
    browser.find_element(By.ID, "pantry-name").send_keys("chick")
    wait(browser, lambda b: "chicken" in b.execute_script(
        "return Array.from(document.querySelectorAll('#pantry-name-suggestions [role=option]')).map(o => o.dataset.name);"))

    # when three are added
    for name in ("chicken", "rice", "garlic"):
        add(browser, name)
    assert names(browser) == ["chicken", "garlic", "rice"]
    link = browser.find_element(By.ID, "pantry-search")
    assert link.get_attribute("href").endswith("/?i=chicken&i=garlic&i=rice")

    # when garlic is unticked and chicken deleted, without a reload
    browser.execute_script("window.notReloaded = true;")
    garlic = browser.find_element(By.CSS_SELECTOR, ".pantry-item[data-name=garlic] button.tick")
    garlic.click()
    wait(browser, lambda _: garlic.get_attribute("aria-pressed") == "false")
    chicken = browser.find_element(By.CSS_SELECTOR, ".pantry-item[data-name=chicken]")
    chicken.find_element(By.CSS_SELECTOR, "button.remove").click()
    wait(browser, staleness_of(chicken))

    # then the search link follows, and it all holds after a reload
    assert browser.execute_script("return window.notReloaded === true;")
    assert link.get_attribute("href").endswith("/?i=rice")
    assert browser.find_element(By.ID, "pantry-ticked").text == "1"
    shot("kitchen")
    browser.refresh()
    assert names(browser) == ["garlic", "rice"]
    link = browser.find_element(By.ID, "pantry-search")
    assert link.get_attribute("href").endswith("/?i=rice")

    # when the link is followed, the home page searches the ticked one
    link.click()
    wait(browser, staleness_of(link))
    chips = [c.text for c in browser.find_elements(By.CSS_SELECTOR, ".chips .chip-name")]
    assert chips == ["rice"]

    # sign out, so later tests start as a visitor
    out = sign_out_button(browser)
    out.click()
    wait(browser, staleness_of(out))
