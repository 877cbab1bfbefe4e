"""Issue 21: the account menu closes as a menu does, on a tap outside it or on Escape, and stays
open while it is used."""
import uuid

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from test_accounts_flow import PASSWORD, submit_and_wait, wait


def is_open(menu):
    return menu.get_attribute("open") is not None


def test_the_account_menu_closes_on_a_tap_outside_and_on_escape(server, browser, shot):
    # given a signed-in person on the home page
    browser.get(server + "/signup")
    browser.find_element(By.ID, "username").send_keys("menu-" + uuid.uuid4().hex[:8])
    browser.find_element(By.ID, "password").send_keys(PASSWORD)
    browser.find_element(By.ID, "confirm").send_keys(PASSWORD)
    submit_and_wait(browser, browser.find_element(By.CSS_SELECTOR, ".account-form button[type=submit]"))
    browser.get(server + "/")
    menu = browser.find_element(By.CSS_SELECTOR, "header.site details.account-menu")
    summary = menu.find_element(By.TAG_NAME, "summary")
    assert not is_open(menu)

    # when it is opened and a tap lands inside it, then it stays open
    summary.click()
    assert is_open(menu)
    menu.find_element(By.CSS_SELECTOR, ".who").click()
    assert is_open(menu)
    shot("account-menu-open")

    # when a tap lands outside it, then it closes
    browser.find_element(By.TAG_NAME, "h1").click()
    wait(browser, lambda _: not is_open(menu))

    # when it is opened from the keyboard and Escape is pressed, then it closes and the focus is on its summary
    summary.send_keys(Keys.ENTER)
    wait(browser, lambda _: is_open(menu))
    menu.find_element(By.CSS_SELECTOR, ".menu a").send_keys(Keys.ESCAPE)
    wait(browser, lambda _: not is_open(menu))
    assert browser.switch_to.active_element == summary

    # and a second tap on its summary still closes it, as without a script
    summary.click()
    assert is_open(menu)
    summary.click()
    wait(browser, lambda _: not is_open(menu))
