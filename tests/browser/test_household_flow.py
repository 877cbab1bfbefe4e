"""Two people make one household: A creates it and an invite, B joins with the code, both see two members."""
import re
import uuid

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait
from conftest import sign_out_button, staleness_of

PASSWORD = "a long household password"


def wait(browser, condition, timeout=10):
    return WebDriverWait(browser, timeout).until(condition)


def submit(browser, button):
    button.click()
    wait(browser, staleness_of(button))


def sign_up(browser, server, name, next_path):
    browser.get(server + "/signup?next=" + next_path)
    browser.find_element(By.ID, "username").send_keys(name)
    browser.find_element(By.ID, "password").send_keys(PASSWORD)
    browser.find_element(By.ID, "confirm").send_keys(PASSWORD)
    submit(browser, browser.find_element(By.CSS_SELECTOR, ".account-form button[type=submit]"))


def members(browser):
    return sorted(e.text for e in browser.find_elements(By.CSS_SELECTOR, "#household-members .member-name"))


def test_a_household_is_created_and_joined_with_a_code(server, browser, shot):
    alice, bob = "alice-" + uuid.uuid4().hex[:6], "bob-" + uuid.uuid4().hex[:6]

    # given A, signed up, reaches the household page from the account menu
    sign_up(browser, server, alice, "/")
    menu = browser.find_element(By.CSS_SELECTOR, "header.site details.account-menu")
    menu.find_element(By.TAG_NAME, "summary").click()
    submit(browser, menu.find_element(By.CSS_SELECTOR, "a[href='/household']"))
    assert browser.find_element(By.TAG_NAME, "h1").text == "Household"

    # when A creates a household and makes an invite
    browser.find_element(By.ID, "household-name-field").send_keys("The Martins")
    submit(browser, browser.find_element(By.CSS_SELECTOR, "#create-household button[type=submit]"))
    assert browser.find_element(By.ID, "household-name").text == "The Martins"
    submit(browser, browser.find_element(By.ID, "make-invite"))
    code = browser.find_element(By.ID, "invite-code").text
    assert re.fullmatch(r"[A-Z0-9]{4}-[A-Z0-9]{4}", code)
    assert browser.find_element(By.ID, "invite-url").get_attribute("value").endswith("/household/join?code=" + code)
    shot("household-invite")

    # then B, in the same browser after A signs out, follows the link: sign up first, then confirm
    submit(browser, sign_out_button(browser))
    browser.get(server + "/household/join?code=" + code)
    assert "/signin" in browser.current_url
    sign_up(browser, server, bob, "/household/join%3Fcode%3D" + code)
    assert browser.find_element(By.ID, "join-code").get_attribute("value") == code
    submit(browser, browser.find_element(By.ID, "confirm-join"))
    assert members(browser) == sorted([alice, bob])
    assert "Your role: Member" in browser.find_element(By.ID, "household-role").text
    shot("household-members")

    # and A, signed in again, sees both too
    submit(browser, sign_out_button(browser))
    browser.get(server + "/signin?next=/household")
    browser.find_element(By.ID, "username").send_keys(alice)
    browser.find_element(By.ID, "password").send_keys(PASSWORD)
    submit(browser, browser.find_element(By.CSS_SELECTOR, ".account-form button[type=submit]"))
    assert members(browser) == sorted([alice, bob])
    assert "Your role: Owner" in browser.find_element(By.ID, "household-role").text
