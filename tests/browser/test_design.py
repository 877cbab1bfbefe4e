"""The design's promises, measured in a real browser: a one-row navigation that takes little of a
phone's screen, an account menu that opens without a script, hearts over the cards' pictures, the
recipe's ingredients beside its steps on a wide screen, and an import page that fits a phone."""
import uuid

from selenium.webdriver.common.by import By

from conftest import sign_out_button
from test_planner_flow import click_and_wait
from test_screens_and_a11y import viewport

PASSWORD = "a long design password"
PHONE_HEIGHT = 667  # the shortest phone screen we design for (375 x 667)


def box(browser, element):
    return browser.execute_script("const r = arguments[0].getBoundingClientRect(); return {left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height};", element)


def wide(browser):
    return browser.execute_script("return document.documentElement.scrollWidth > window.innerWidth + 1;")


def test_the_design_at_a_phones_width_and_a_desktops(server, browser):
    try:
        # given a visitor's search on a phone
        browser.get(server + "/?i=chicken&i=rice")
        viewport(browser, 375)

        # then the navigation is one row of icons over labels, at most 12 % of the screen high
        header = box(browser, browser.find_element(By.CSS_SELECTOR, "header.site"))
        assert header["height"] <= 0.12 * PHONE_HEIGHT, header
        items = [box(browser, a) for a in browser.find_elements(By.CSS_SELECTOR, "header.site .site-nav > a") if a.is_displayed()]
        assert len(items) >= 3 and len({round(i["top"]) for i in items}) == 1, items
        assert not wide(browser)

        # and each card's heart sits over its picture's top-right corner
        for card in browser.find_elements(By.CSS_SELECTOR, ".cards .card")[:3]:
            picture = box(browser, card.find_element(By.CSS_SELECTOR, ".card-picture img"))
            heart = box(browser, card.find_element(By.CSS_SELECTOR, ".heart-button"))
            assert picture["top"] <= heart["top"] and heart["bottom"] <= picture["top"] + picture["height"] / 2
            assert picture["left"] + picture["width"] / 2 <= heart["left"] and heart["right"] <= picture["right"]

        # when the recipe is opened on a desktop
        recipe = browser.find_element(By.CSS_SELECTOR, ".cards a.card-link").get_attribute("href")
        viewport(browser, 1280)
        browser.get(recipe)

        # then its ingredients stand beside its steps, and the picture takes under half the width
        ingredients = box(browser, browser.find_element(By.CSS_SELECTOR, ".recipe-ingredients"))
        steps = box(browser, browser.find_element(By.CSS_SELECTOR, ".recipe-steps"))
        assert ingredients["right"] <= steps["left"] and abs(ingredients["top"] - steps["top"]) < 2, (ingredients, steps)
        hero = box(browser, browser.find_element(By.CSS_SELECTOR, "img.hero"))
        article = box(browser, browser.find_element(By.CSS_SELECTOR, "article.recipe"))
        assert hero["width"] < article["width"] / 2

        # and on a phone they stack, ingredients first
        viewport(browser, 375)
        ingredients = box(browser, browser.find_element(By.CSS_SELECTOR, ".recipe-ingredients"))
        steps = box(browser, browser.find_element(By.CSS_SELECTOR, ".recipe-steps"))
        assert ingredients["bottom"] <= steps["top"]
        assert not wide(browser)

        # when a new cook signs up, the account's pages wait in a closed menu that opens on a tap
        viewport(browser, 375)
        browser.get(server + "/signup")
        browser.find_element(By.ID, "username").send_keys("design-" + uuid.uuid4().hex[:8])
        browser.find_element(By.ID, "password").send_keys(PASSWORD)
        browser.find_element(By.ID, "confirm").send_keys(PASSWORD)
        click_and_wait(browser, browser.find_element(By.CSS_SELECTOR, ".account-form button[type=submit]"))
        menu = browser.find_element(By.CSS_SELECTOR, "header.site details.account-menu")
        assert menu.get_attribute("open") is None
        assert not browser.find_element(By.CSS_SELECTOR, ".account-menu a[href='/import']").is_displayed()
        items = [box(browser, a) for a in browser.find_elements(By.CSS_SELECTOR, "header.site .site-nav > a, .account-menu > summary")]
        assert len(items) == 5 and len({round(i["top"]) for i in items}) == 1, items
        menu.find_element(By.TAG_NAME, "summary").click()
        link = browser.find_element(By.CSS_SELECTOR, ".account-menu a[href='/import']")
        assert link.is_displayed()
        assert box(browser, browser.find_element(By.CSS_SELECTOR, ".account-menu .menu"))["right"] <= 375
        assert not wide(browser)

        # and the import page it leads to is a card that fits the phone
        click_and_wait(browser, link)
        assert browser.find_element(By.CSS_SELECTOR, ".import-card h1").text == "Import recipes"
        for field in ("import-url", "import-file", "import-text"):
            assert box(browser, browser.find_element(By.ID, field))["right"] <= 375
        assert not wide(browser)

        # sign out, so later tests start as a visitor
        viewport(browser, 1280)
        click_and_wait(browser, sign_out_button(browser))
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def test_a_title_of_one_long_word_fits_a_phone(server, browser):
    # given a recipe titled with a word longer than a phone's width
    from test_honest_pages import sign_up
    from test_accounts_flow import submit_and_wait
    sign_up(server, browser)
    viewport(browser, 375)
    browser.get(server + "/my-recipes/new")
    browser.find_element(By.ID, "recipe-title").send_keys("Supercalifragilisticexpialidociousnessly Soup")
    servings = browser.find_element(By.ID, "recipe-servings")
    servings.clear()
    servings.send_keys("2")
    browser.find_element(By.ID, "recipe-ingredients").send_keys("3 eggs")
    submit_and_wait(browser, browser.find_element(By.ID, "save-recipe"))

    # then its page, the list of one's recipes and a search for it fit the phone's width
    # (the page was 496 px wide and the list 427 px)
    assert "Supercalifragilistic" in browser.find_element(By.TAG_NAME, "h1").text
    assert not wide(browser)
    for path in ("/my-recipes", "/?q=Supercalifragilisticexpialidociousnessly"):
        browser.get(server + path)
        assert "Supercalifragilistic" in browser.page_source
        assert not wide(browser), path
    viewport(browser, 1280)
