"""Filters beside the results, unticking an ingredient, and browsing random recipes."""
import re

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def heading_count(browser):
    text = browser.find_element(By.ID, "results-heading").text
    return int(re.search(r"\d+", text).group())


def submit_and_wait(browser, element):
    element.click()
    WebDriverWait(browser, 10).until(EC.staleness_of(element))


def test_filter_by_diet_with_counts_and_untick_an_ingredient(server, browser, shot):
    browser.get(server + "/?i=egg&i=rice")
    before = heading_count(browser)
    assert before > 0

    # the vegetarian box shows how many of these results are vegetarian
    label = browser.find_element(By.XPATH, "//input[@name='diet' and @value='vegetarian']/..")
    expected = int(label.find_element(By.CSS_SELECTOR, ".count").get_attribute("textContent"))
    details = browser.find_element(By.CSS_SELECTOR, "details.filters")
    if not details.get_attribute("open"):
        details.find_element(By.TAG_NAME, "summary").click()
    label.find_element(By.TAG_NAME, "input").click()
    submit_and_wait(browser, browser.find_element(By.ID, "apply-filters"))

    # then exactly that many results remain, and each one opens as a vegetarian recipe
    assert heading_count(browser) == expected
    assert "diet=vegetarian" in browser.current_url
    shot("filtered-results")
    first = browser.find_element(By.CSS_SELECTOR, ".cards a.card-link")
    submit_and_wait(browser, first)
    tags = [t.text.lower() for t in browser.find_elements(By.CSS_SELECTOR, ".tag.diet")]
    assert "vegetarian" in tags
    browser.back()

    # unticking rice keeps it in the list but searches with egg alone
    toggle = browser.find_element(By.CSS_SELECTOR, "a[aria-label='Search with rice']")
    assert toggle.get_attribute("aria-checked") == "true"
    submit_and_wait(browser, toggle)
    toggle = browser.find_element(By.CSS_SELECTOR, "a[aria-label='Search with rice']")
    assert toggle.get_attribute("aria-checked") == "false"
    assert [c.text for c in browser.find_elements(By.CSS_SELECTOR, ".chips .chip-name")] == ["egg", "rice"]
    for card in browser.find_elements(By.CSS_SELECTOR, ".cards .card"):
        assert "egg" in card.find_element(By.CSS_SELECTOR, ".used").text


def test_random_page_gives_a_new_set_each_visit(server, browser, shot):
    browser.get(server + "/random")
    first = [a.get_attribute("href") for a in browser.find_elements(By.CSS_SELECTOR, ".cards a.card-link")]
    assert len(first) == 12
    shot("random")
    seen = {tuple(first)}
    for _ in range(3):
        submit_and_wait(browser, browser.find_element(By.ID, "shuffle"))
        seen.add(tuple(a.get_attribute("href") for a in browser.find_elements(By.CSS_SELECTOR, ".cards a.card-link")))
    assert len(seen) > 1

    # random within a filter
    browser.get(server + "/random?type=dessert")
    hrefs = [a.get_attribute("href") for a in browser.find_elements(By.CSS_SELECTOR, ".cards a.card-link")]
    assert hrefs
    browser.get(hrefs[0])
    tags = [t.text.lower() for t in browser.find_elements(By.CSS_SELECTOR, ".tag")]
    assert "dessert" in tags
