"""Issue 21, nothing that misleads: a dead picture link gives way to the drawn picture, lines the
catalog does not know are said, and "Clear all" on the kitchen list can be undone."""
import uuid

from selenium.webdriver.common.by import By

from test_accounts_flow import PASSWORD, submit_and_wait, wait


def sign_up(server, browser):
    browser.delete_all_cookies()
    browser.get(server + "/signup")
    browser.find_element(By.ID, "username").send_keys("honest-" + uuid.uuid4().hex[:8])
    browser.find_element(By.ID, "password").send_keys(PASSWORD)
    browser.find_element(By.ID, "confirm").send_keys(PASSWORD)
    submit_and_wait(browser, browser.find_element(By.CSS_SELECTOR, ".account-form button[type=submit]"))


def test_a_dead_picture_link_shows_the_drawn_picture_and_unknown_lines_are_said(server, browser, shot):
    # given a recipe whose picture link answers 404 and one of whose lines names no known food
    sign_up(server, browser)
    browser.get(server + "/my-recipes/new")
    browser.find_element(By.ID, "recipe-title").send_keys("Frobbed eggs")
    servings = browser.find_element(By.ID, "recipe-servings")
    servings.clear()
    servings.send_keys("2")
    browser.find_element(By.ID, "recipe-ingredients").send_keys("3 eggs\nzzz blorp")
    browser.find_element(By.ID, "recipe-image").send_keys(server + "/no-such-picture.jpg")
    # the editor says so while typing
    wait(browser, lambda b: b.find_element(By.ID, "unrecognised-summary").is_displayed())
    assert "1 line is not recognised" in browser.find_element(By.ID, "unrecognised-summary").text

    # when it is saved
    submit_and_wait(browser, browser.find_element(By.ID, "save-recipe"))

    # then the page says which line was not recognised and marks it
    assert "1 line was not recognised: “zzz blorp”" in browser.find_element(By.CSS_SELECTOR, ".notice").text
    marked = browser.find_elements(By.CSS_SELECTOR, ".ingredients li.unrecognised .unrecognised-mark")
    assert len(marked) == 1
    # and the picture is the drawn one, loaded, never a broken icon
    wait(browser, lambda b: b.execute_script(
        "const i = document.querySelector('img.hero');"
        "return i.src.includes('/images/recipes/') && i.complete && i.naturalWidth > 0;"))
    assert browser.find_element(By.CSS_SELECTOR, "img.hero").get_attribute("alt") == ""
    shot("honest-dead-picture")


def test_clear_all_on_the_kitchen_list_can_be_undone(server, browser, shot):
    # given two foods on the list
    sign_up(server, browser)
    browser.get(server + "/kitchen")
    for name in ("rice", "tomatoes"):
        browser.find_element(By.ID, "pantry-name").send_keys(name)
        submit_and_wait(browser, browser.find_element(By.CSS_SELECTOR, ".pantry-add button[type=submit]"))

    # when the list is cleared
    submit_and_wait(browser, browser.find_element(By.CSS_SELECTOR, ".pantry-clear button"))

    # then it is empty, and says how many went, with an undo
    assert browser.find_elements(By.CSS_SELECTOR, ".pantry-item") == []
    undo = browser.find_element(By.ID, "kitchen-undo")
    assert "Cleared 2 foods." in undo.text
    shot("honest-kitchen-undo")

    # when undo is pressed, then both are back
    submit_and_wait(browser, undo.find_element(By.CSS_SELECTOR, "button"))
    names = [item.get_attribute("data-name") for item in browser.find_elements(By.CSS_SELECTOR, ".pantry-item")]
    assert names == ["rice", "tomatoes"]


def test_removing_a_favorite_can_be_undone_without_a_reload(server, browser, shot):
    # given a favorite kept from the results
    sign_up(server, browser)
    browser.get(server + "/?i=rice")
    heart = browser.find_element(By.CSS_SELECTOR, ".cards .card form.heart button")
    heart.click()
    wait(browser, lambda _: heart.get_attribute("aria-pressed") == "true")
    browser.get(server + "/favorites")
    title = browser.find_element(By.CSS_SELECTOR, ".favorite-link").text

    # when it is removed (the script's way: no reload)
    browser.find_element(By.CSS_SELECTOR, "form.favorite-remove button").click()
    wait(browser, lambda b: b.find_elements(By.CSS_SELECTOR, "#favorites-notice .undo button"))

    # then the page says so, and Undo puts it back in its place
    assert browser.find_elements(By.CSS_SELECTOR, ".favorite") == []
    assert f"Removed “{title}” from your favorites." in browser.find_element(By.ID, "favorites-notice").text
    # and, the last one gone, it says there are none rather than "Showing 0 of 0" and a failed search
    none = browser.find_element(By.ID, "favorites-none")
    assert none.text == "No favorites yet. Press the heart on a recipe to keep it here.", none.text
    assert not browser.find_element(By.ID, "favorites-count").is_displayed()
    assert not browser.find_element(By.ID, "favorites-filter").is_displayed()
    shot("honest-favorite-undo")
    browser.find_element(By.CSS_SELECTOR, "#favorites-notice .undo button").click()
    wait(browser, lambda b: [e.text for e in b.find_elements(By.CSS_SELECTOR, ".favorite-link")] == [title])
    assert browser.find_element(By.ID, "favorites-count").text == "Showing 1 of 1"
    assert not browser.find_element(By.ID, "favorites-none").is_displayed()
    assert browser.find_element(By.ID, "favorites-filter").is_displayed()
    browser.get(server + "/favorites")
    assert [e.text for e in browser.find_elements(By.CSS_SELECTOR, ".favorite-link")] == [title]
