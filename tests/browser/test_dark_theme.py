"""A person whose system is set to dark sees the site dark and readable, without any script."""
import re

from selenium.webdriver.common.by import By


def rgb(css_colour):
    """(r, g, b) of a computed colour such as "rgb(21, 25, 23)"."""
    parts = re.findall(r"[\d.]+", css_colour)
    return tuple(float(p) for p in parts[:3])


def luminance(colour):
    def linear(c):
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (linear(c) for c in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def computed(browser, selector, prop):
    return browser.execute_script(
        "return getComputedStyle(document.querySelector(arguments[0])).getPropertyValue(arguments[1]);", selector, prop)


def emulate(browser, scheme):
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})


def test_the_home_page_follows_a_dark_system_setting(server, browser, shot):
    try:
        # given a system set to dark
        emulate(browser, "dark")

        # when the home page opens
        browser.get(server + "/")
        assert browser.execute_script("return matchMedia('(prefers-color-scheme: dark)').matches;")

        # then the page is dark, its text light and readable, and the header keeps the brand's colour dark too
        page = rgb(computed(browser, "html", "background-color"))
        text = rgb(computed(browser, "body", "color"))
        assert luminance(page) < 0.05, page
        assert contrast(text, page) >= 4.5
        header = rgb(computed(browser, "header.site", "background-color"))
        assert luminance(header) < 0.1 and header[0] > header[2], header
        brand = rgb(computed(browser, "header.site .brand", "color"))
        assert contrast(brand, header) >= 4.5

        # and the search box and its button stand out from the page and read well
        box = browser.find_element(By.CSS_SELECTOR, "main input[type=text], main input[type=search]")
        box_background = rgb(box.value_of_css_property("background-color"))
        assert contrast(rgb(box.value_of_css_property("color")), box_background) >= 4.5
        assert contrast(rgb(box.value_of_css_property("border-top-color")), page) >= 3
        button = browser.find_element(By.CSS_SELECTOR, "main button")
        assert contrast(rgb(button.value_of_css_property("color")), rgb(button.value_of_css_property("background-color"))) >= 4.5
        shot("home-dark")

        # when the system goes back to light, the same page is light again
        emulate(browser, "light")
        assert luminance(rgb(computed(browser, "html", "background-color"))) > 0.8
    finally:
        # The browser is shared by the whole suite.
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
