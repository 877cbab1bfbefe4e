"""A person deletes their account from the account menu: the password asked again, a wrong one
refused on the page, then the account gone and the browser signed out."""
import uuid

from selenium.webdriver.common.by import By

from test_accounts_flow import PASSWORD, submit_and_wait, wait


def test_delete_the_account_from_the_menu(server, browser, shot):
    # given a signed-in person with a favorite
    name = "leaving-" + uuid.uuid4().hex[:8]
    browser.get(server + "/signup")
    browser.find_element(By.ID, "username").send_keys(name)
    browser.find_element(By.ID, "password").send_keys(PASSWORD)
    browser.find_element(By.ID, "confirm").send_keys(PASSWORD)
    submit_and_wait(browser, browser.find_element(By.CSS_SELECTOR, ".account-form button[type=submit]"))

    # when they open the account menu and choose to delete the account
    browser.get(server + "/")
    menu = browser.find_element(By.CSS_SELECTOR, "header.site details.account-menu")
    menu.find_element(By.TAG_NAME, "summary").click()
    link = menu.find_element(By.CSS_SELECTOR, 'a[href="/account/delete"]')
    assert link.text == "Delete account"
    link.click()
    wait(browser, lambda b: b.current_url.endswith("/account/delete"))
    assert browser.find_element(By.TAG_NAME, "h1").text == "Delete your account"
    assert name in browser.find_element(By.CSS_SELECTOR, ".account-form").text

    # and type a wrong password, then the page says so and keeps the account
    browser.find_element(By.ID, "password").send_keys("not the password at all")
    submit_and_wait(browser, browser.find_element(By.ID, "confirm-delete"))
    error = browser.find_element(By.ID, "delete-error")
    assert error.get_attribute("role") == "alert" and "not your password" in error.text, error.text
    shot("account-delete-refused")

    # when they type the right one
    browser.find_element(By.ID, "password").send_keys(PASSWORD)
    submit_and_wait(browser, browser.find_element(By.ID, "confirm-delete"))

    # then the page says the account is gone, and they are signed out
    assert browser.find_element(By.TAG_NAME, "h1").text == "Account deleted"
    assert browser.find_elements(By.CSS_SELECTOR, "header.site details.account-menu") == []
    browser.get(server + "/favorites")
    wait(browser, lambda b: "/signin" in b.current_url)

    # and the name and password sign nobody in
    browser.get(server + "/signin")
    browser.find_element(By.ID, "username").send_keys(name)
    browser.find_element(By.ID, "password").send_keys(PASSWORD)
    submit_and_wait(browser, browser.find_element(By.CSS_SELECTOR, ".account-form button[type=submit]"))
    assert "Wrong username or password" in browser.find_element(By.CSS_SELECTOR, ".form-error").text
