"""A person signs up, keeps recipes from the results, finds one again by typing part of its name, and lets it go."""
import re
import uuid

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait
from conftest import sign_out_button, staleness_of

PASSWORD = "a long kitchen password"


def wait(browser, condition, timeout=10):
    return WebDriverWait(browser, timeout).until(condition)


def submit_and_wait(browser, button):
    button.click()
    wait(browser, staleness_of(button))


def part_of(title, other):
    """A piece of a word of `title` (not its start) that `other` does not contain, in another case."""
    for word in sorted(re.findall(r"\w{4,}", title), key=len, reverse=True):
        piece = word[1:-1] if len(word) > 4 else word
        if piece.lower() not in other.lower():
            return piece.upper()
    return title


def test_sign_up_keep_favorites_from_results_find_one_by_name_and_remove_it(server, browser, shot):
    # given a new account
    browser.get(server + "/signup")
    username = "cook-" + uuid.uuid4().hex[:8]
    browser.find_element(By.ID, "username").send_keys(username)
    browser.find_element(By.ID, "password").send_keys(PASSWORD)
    browser.find_element(By.ID, "confirm").send_keys(PASSWORD)
    submit_and_wait(browser, browser.find_element(By.CSS_SELECTOR, ".account-form button[type=submit]"))
    # the account menu (a disclosure) names who is signed in and offers to sign out
    sign_out_button(browser)
    nav = browser.find_element(By.CSS_SELECTOR, "header.site nav").text
    assert "Sign out" in nav and username in nav

    # when two recipes are kept from the results with their hearts
    browser.get(server + "/?i=egg")
    browser.execute_script("window.notReloaded = true;")
    cards = browser.find_elements(By.CSS_SELECTOR, ".cards .card")
    assert len(cards) >= 2
    titles = [card.find_element(By.TAG_NAME, "h3").text for card in cards[:2]]
    for card in cards[:2]:
        heart = card.find_element(By.CSS_SELECTOR, "form.heart button")
        assert heart.get_attribute("aria-pressed") == "false"
        heart.click()
        wait(browser, lambda _: heart.get_attribute("aria-pressed") == "true")

    # then the page did not reload, and the hearts stay pressed on the next visit
    assert browser.execute_script("return window.notReloaded === true;")
    shot("hearts-pressed")
    browser.refresh()
    pressed = browser.find_elements(By.CSS_SELECTOR, ".cards .card form.heart button[aria-pressed=true]")
    assert len(pressed) == 2

    # when the favorites page is filtered by typing part of one name
    browser.get(server + "/favorites")
    listed = [a.text for a in browser.find_elements(By.CSS_SELECTOR, "#favorites-list .favorite-link")]
    assert sorted(listed, key=str.lower) == listed and set(listed) == set(titles)
    wanted, other = titles
    box = browser.find_element(By.ID, "favorites-filter")
    box.send_keys(part_of(wanted, other))

    # then only that one is shown
    def visible_titles(_):
        links = browser.find_elements(By.CSS_SELECTOR, "#favorites-list li:not([hidden]) .favorite-link")
        return [link.text for link in links]

    wait(browser, lambda b: visible_titles(b) == [wanted])
    assert browser.find_element(By.ID, "favorites-count").text == "Showing 1 of 2"
    shot("favorites-filtered")

    # when it is removed with its button
    item = browser.find_element(By.CSS_SELECTOR, "#favorites-list li:not([hidden])")
    item.find_element(By.CSS_SELECTOR, "form.favorite-remove button").click()
    wait(browser, staleness_of(item))

    # then it is gone, also after a reload, and the other is still kept
    browser.get(server + "/favorites")
    listed = [a.text for a in browser.find_elements(By.CSS_SELECTOR, "#favorites-list .favorite-link")]
    assert listed == [other]

    # sign out, so later tests start as a visitor
    submit_and_wait(browser, sign_out_button(browser))
    assert "Sign in" in browser.find_element(By.CSS_SELECTOR, "header.site nav").text
