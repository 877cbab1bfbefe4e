"""A person types what they have, gets recipes, and opens one."""
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait
from conftest import staleness_of


def wait_for_new_page(browser, old_element):
    WebDriverWait(browser, 10).until(staleness_of(old_element))


def add_ingredient(browser, name):
    box = browser.find_element(By.ID, "add-ingredient")
    box.clear()
    box.send_keys(name, Keys.ENTER)
    wait_for_new_page(browser, box)


def test_find_recipes_from_two_ingredients_and_open_one(server, browser, shot):
    # given the home page
    browser.get(server + "/")
    assert "kitchen" in browser.find_element(By.TAG_NAME, "h1").text.lower()

    # when two ingredients are typed in
    add_ingredient(browser, "chicken")
    add_ingredient(browser, "rice")

    # then both are listed and recipes that use them are shown
    chips = [c.text for c in browser.find_elements(By.CSS_SELECTOR, ".chips .chip-name")]
    assert chips == ["chicken", "rice"]
    cards = browser.find_elements(By.CSS_SELECTOR, ".cards .card")
    assert len(cards) >= 2
    first_uses = cards[0].find_element(By.CSS_SELECTOR, ".used").text.lower()
    assert "chicken" in first_uses and "rice" in first_uses
    shot("search-results")

    # when the first recipe is opened
    title = cards[0].find_element(By.TAG_NAME, "h3").text
    link = cards[0].find_element(By.CSS_SELECTOR, "a.card-link")
    link.click()
    wait_for_new_page(browser, link)

    # then its ingredients and steps are shown
    assert browser.find_element(By.TAG_NAME, "h1").text == title
    lines = [li.text.lower() for li in browser.find_elements(By.CSS_SELECTOR, ".ingredients li")]
    assert len(lines) >= 3
    assert any("chicken" in line for line in lines)
    assert any("rice" in line for line in lines)
    assert browser.find_elements(By.CSS_SELECTOR, ".steps li")
    shot("recipe-page")


def test_remove_one_ingredient_and_clear_all(server, browser):
    browser.get(server + "/?i=chicken&i=rice&i=egg")
    # remove rice with the keyboard: focus its remove link and press Enter
    remove = browser.find_element(By.CSS_SELECTOR, "a[aria-label='Remove rice']")
    remove.send_keys(Keys.ENTER)
    wait_for_new_page(browser, remove)
    chips = [c.text for c in browser.find_elements(By.CSS_SELECTOR, ".chips .chip-name")]
    assert chips == ["chicken", "egg"]
    clear = browser.find_element(By.LINK_TEXT, "Clear all")
    clear.click()
    wait_for_new_page(browser, clear)
    assert browser.find_elements(By.CSS_SELECTOR, ".chips .chip-name") == []
    assert "All" in browser.find_element(By.ID, "results-heading").text
