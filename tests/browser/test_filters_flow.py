"""Filters beside the results, unticking an ingredient, and browsing random recipes."""
import re

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait
from conftest import staleness_of


def heading_count(browser):
    text = browser.find_element(By.ID, "results-heading").text
    return int(re.search(r"\d+", text).group())


def submit_and_wait(browser, element):
    element.click()
    WebDriverWait(browser, 10).until(staleness_of(element))


VEGETARIAN = "//input[@name='diet' and @value='vegetarian']"


def test_filter_by_diet_on_change_with_counts_and_untick_an_ingredient(server, browser, shot):
    browser.get(server + "/?i=egg&i=rice")
    before = heading_count(browser)
    assert before > 0
    # with the script running, a change is enough: the Apply button is hidden
    assert not browser.find_element(By.ID, "apply-filters").is_displayed()

    # the vegetarian box shows how many of these results are vegetarian
    label = browser.find_element(By.XPATH, VEGETARIAN + "/..")
    expected = int(label.find_element(By.CSS_SELECTOR, ".count").get_attribute("textContent"))
    details = browser.find_element(By.CSS_SELECTOR, "details.filters")
    if not details.get_attribute("open"):
        details.find_element(By.TAG_NAME, "summary").click()
    submit_and_wait(browser, label.find_element(By.TAG_NAME, "input"))

    # then exactly that many results remain, with no Apply pressed, and focus is back on the box
    assert heading_count(browser) == expected
    assert "diet=vegetarian" in browser.current_url
    box = browser.find_element(By.XPATH, VEGETARIAN)
    assert box.is_selected() and box.is_displayed()
    assert browser.switch_to.active_element == box

    # unticking it again brings every result back, and the panel stays open
    submit_and_wait(browser, box)
    assert heading_count(browser) == before
    assert "diet=" not in browser.current_url
    assert browser.find_element(By.CSS_SELECTOR, "details.filters").get_attribute("open") is not None
    submit_and_wait(browser, browser.find_element(By.XPATH, VEGETARIAN))

    # the order sits beside the count and keeps the filters
    ranking = browser.find_element(By.ID, "ranking")
    submit_and_wait(browser, ranking.find_element(By.PARTIAL_LINK_TEXT, "Fewest missing"))
    assert "ranking=min-missing" in browser.current_url and "diet=vegetarian" in browser.current_url
    current = browser.find_element(By.CSS_SELECTOR, "#ranking a[aria-current]")
    assert current.text.startswith("Fewest missing")
    assert heading_count(browser) == expected
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


def test_a_calorie_limit_applies_on_change_and_stays_in_the_url(server, browser, shot):
    browser.get(server + "/?i=egg&i=rice")
    before = heading_count(browser)
    details = browser.find_element(By.CSS_SELECTOR, "details.filters")
    if not details.get_attribute("open"):
        details.find_element(By.TAG_NAME, "summary").click()
    # typing a limit and leaving the field is a change: the search runs again with it
    field = browser.find_element(By.ID, "filter-maxCalories")
    field.send_keys("450")
    browser.find_element(By.ID, "filter-minProtein").click()
    WebDriverWait(browser, 10).until(staleness_of(field))
    assert "maxCalories=450" in browser.current_url
    assert heading_count(browser) <= before
    field = browser.find_element(By.ID, "filter-maxCalories")
    assert field.get_attribute("value") == "450" and field.is_displayed()
    assert browser.switch_to.active_element == field
    assert "(on)" in browser.find_element(By.CSS_SELECTOR, "details.filters summary").text
    shot("calorie-limit")
    # emptying it brings every result back
    field.clear()
    browser.find_element(By.ID, "filter-minProtein").click()
    WebDriverWait(browser, 10).until(staleness_of(field))
    assert "maxCalories=450" not in browser.current_url
    assert heading_count(browser) == before


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


def test_saved_preferences_are_shown_and_set_aside_for_one_search(server, browser, shot):
    # given a visitor who saves "vegetarian" on the preferences page
    browser.get(server + "/preferences")
    group = browser.find_element(By.ID, "group-diets")
    if not group.get_attribute("open"):
        group.find_element(By.TAG_NAME, "summary").click()
    group.find_element(By.CSS_SELECTOR, "input[name=diets][value=vegetarian]").click()
    submit_and_wait(browser, browser.find_element(By.CSS_SELECTOR, "form.preferences-form button[type=submit]"))
    try:
        # when they search, the results say so and the panel ticks vegetarian
        browser.get(server + "/?i=chicken&i=rice")
        note = browser.find_element(By.ID, "preferences-note")
        assert "Filtered by your preferences: vegetarian." in note.text
        assert browser.find_element(By.XPATH, VEGETARIAN).is_selected()
        filtered = heading_count(browser)
        shot("preferences-note")

        # "Not for this search" brings back what they had left out, with no box ticked
        submit_and_wait(browser, browser.find_element(By.ID, "preferences-off"))
        assert "prefs=off" in browser.current_url
        assert heading_count(browser) > filtered
        assert not browser.find_element(By.XPATH, VEGETARIAN).is_selected()
        assert "not used for this search" in browser.find_element(By.ID, "preferences-note").text
    finally:
        # the browser is shared by the whole suite: later tests search without preferences
        browser.delete_cookie("reciplease_prefs")
