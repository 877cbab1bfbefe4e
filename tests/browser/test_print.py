"""Issue 18, print: a recipe prints on one page, as shown (servings, units), with its title and
ingredients and none of the site's controls, black on white in either theme. Chromium's own print
to PDF is the judge; pypdf reads the pages and the text back."""
import base64
import io
import re
import unicodedata

import pytest
from pypdf import PdfReader
from selenium.webdriver.common.by import By
from selenium.webdriver.common.print_page_options import PrintOptions

# The library's longest recipe (summary, lines and steps: 1,413 characters, in French), also its
# tallest in print (20.2 cm of the 25.5 cm a Letter page holds), one of those with the most lines
# (17), and a short one.
LONGEST = "blanquette-de-veau"
MOST_LINES = "moroccan-harira"
SHORT = "french-crepes"
# Paper sizes in centimetres.
PAPERS = {"A4": (21.0, 29.7), "Letter": (21.59, 27.94)}
CM = 96 / 2.54  # CSS pixels per centimetre


def squeezed(text):
    """Text without its white space or ligatures: a PDF breaks lines where the page did and may set
    "fl" as one glyph."""
    return re.sub(r"\s+", "", unicodedata.normalize("NFKC", text))


def print_pdf(browser, paper="A4"):
    options = PrintOptions()
    options.page_width, options.page_height = PAPERS[paper]
    return PdfReader(io.BytesIO(base64.b64decode(browser.print_page(options))))


def printed_text(pdf):
    return "\n".join(page.extract_text() or "" for page in pdf.pages)


def on_screen(browser):
    """What the page shows before printing: the title, the ingredient lines, the site's controls' texts."""
    title = browser.find_element(By.TAG_NAME, "h1").text
    lines = [li.text for li in browser.find_elements(By.CSS_SELECTOR, ".ingredients li .line")]
    chrome = [a.text for a in browser.find_elements(By.CSS_SELECTOR, "header.site nav a") if a.text.strip()]
    chrome.append(browser.find_element(By.CSS_SELECTOR, "footer.site").text)
    return title, lines, chrome


def emulate(browser, media="", scheme=None):
    features = [{"name": "prefers-color-scheme", "value": scheme}] if scheme else []
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": media, "features": features})


@pytest.fixture
def normal_media(browser):
    yield
    emulate(browser)


def assert_prints_on_one_page(browser, url):
    # given the recipe page as a cook sees it
    browser.get(url)
    title, lines, chrome = on_screen(browser)
    assert title and len(lines) >= 5 and chrome

    for paper in PAPERS:
        # when it is printed
        pdf = print_pdf(browser, paper)

        # then it takes one page, with the title and every ingredient line, and no navigation
        assert len(pdf.pages) == 1, f"{url} on {paper}: {len(pdf.pages)} pages"
        text = squeezed(printed_text(pdf))
        assert squeezed(title) in text
        for line in lines:
            assert squeezed(line) in text, line
        for label in chrome:
            assert squeezed(label) not in text, label
    return lines


@pytest.mark.parametrize("recipe", [SHORT, LONGEST, MOST_LINES])
def test_a_library_recipe_prints_on_one_page_without_the_site_around_it(server, browser, recipe, normal_media):
    assert_prints_on_one_page(browser, f"{server}/recipes/{recipe}")

    # and in print, no control shows and the picture is small, in the light theme and in the dark one
    for scheme in ("light", "dark"):
        emulate(browser, "print", scheme)
        shown = browser.execute_script(
            "return [...document.querySelectorAll('form, button, nav, .button, .heart, header.site, footer.site, .no-print')]"
            ".filter(e => e.getClientRects().length > 0).map(e => e.outerHTML.slice(0, 80));")
        assert shown == [], scheme
        hero = browser.find_element(By.CSS_SELECTOR, ".hero").rect
        assert 0 < hero["height"] <= 5 * CM and hero["width"] <= 7 * CM, (scheme, hero)
        colours = browser.execute_script(
            "const s = e => getComputedStyle(document.querySelector(e));"
            "return [s('h1').color, s('.ingredients li').color, s('.steps li').color, s('body').color];")
        assert set(colours) == {"rgb(0, 0, 0)"}, (scheme, colours)
        # Chromium leaves backgrounds out of print unless asked; the page asks for none but white.
        backgrounds = browser.execute_script(
            "return [...document.querySelectorAll('html, body, main, .recipe, .recipe-ingredients')]"
            ".map(e => getComputedStyle(e).backgroundColor);")
        assert set(backgrounds) <= {"rgba(0, 0, 0, 0)", "rgb(255, 255, 255)"}, (scheme, backgrounds)

    # and the dark theme prints on one page too
    emulate(browser, "", "dark")
    assert len(print_pdf(browser).pages) == 1


def test_the_chosen_servings_and_units_print_as_shown(server, browser):
    # given the recipe with the most lines at its own servings, then at 8 in metric
    browser.get(f"{server}/recipes/{MOST_LINES}")
    written = [li.text for li in browser.find_elements(By.CSS_SELECTOR, ".ingredients li .line")]
    browser.get(f"{server}/recipes/{MOST_LINES}?servings=8&units=metric")
    scaled = [li.text for li in browser.find_elements(By.CSS_SELECTOR, ".ingredients li .line")]
    if scaled == written:
        pytest.skip("the recipe page does not scale yet (?servings=8&units=metric shows the lines as written)")

    # when it is printed, then the page holds the lines as scaled, on one page
    lines = assert_prints_on_one_page(browser, f"{server}/recipes/{MOST_LINES}?servings=8&units=metric")
    assert lines == scaled
