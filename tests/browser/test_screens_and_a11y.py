"""The main pages at a phone's width and a desktop's, in the light and the dark theme: each is
photographed for people to look at, none may scroll sideways, and axe-core finds no serious or
critical accessibility violation on any of them."""
import base64
import datetime
import os
import uuid

import pytest
import selenium_axe_python
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import SHOTS, staleness_of
from test_planner_flow import click_and_wait, plan_from_recipe_page, wait

PASSWORD = "a long screens password"
WIDTHS = (375, 1280)
THEMES = ("light", "dark")
FAILING_IMPACTS = ("serious", "critical")
AXE_SCRIPT = os.path.join(os.path.dirname(selenium_axe_python.__file__), "axe-core", "axe.min.js")

# The widest elements past the right edge, innermost first among equals; an element inside a
# container that clips or scrolls sideways cannot widen the page, so it is not blamed.
OFFENDERS = """
const limit = window.innerWidth + 1;
function clipped(element) {
  for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
    if (getComputedStyle(parent).overflowX !== "visible") return true;
  }
  return false;
}
function describe(element) {
  let name = element.tagName.toLowerCase();
  if (element.id) name += "#" + element.id;
  for (const c of element.classList) name += "." + c;
  return name;
}
const found = [];
for (const element of document.body.querySelectorAll("*")) {
  const box = element.getBoundingClientRect();
  const right = box.right + window.scrollX;
  if (right > limit && box.width > 0 && !clipped(element)) {
    let depth = 0;
    for (let p = element; p; p = p.parentElement) depth++;
    found.push({name: describe(element), width: Math.round(box.width), right: Math.round(right), depth: depth});
  }
}
found.sort((a, b) => b.width - a.width || b.depth - a.depth);
return found.slice(0, 3);
"""


def theme(browser, scheme):
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})


def viewport(browser, width):
    # The layout viewport exactly this wide, as a phone's or a desktop's, whatever the window;
    # scroll bars overlaid as on a phone, so the page gets the whole width and innerWidth is it.
    # Hidden before the size is set: the other way round, the first page is laid out with room for
    # a scroll bar (clientWidth 360 of 375) and its first screenshot comes out 360 px wide, cut off.
    browser.execute_cdp_cmd("Emulation.setScrollbarsHidden", {"hidden": True})
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                            {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": False})


def usual(browser):
    """The browser as the rest of the suite expects it: its own window size, scroll bars and theme."""
    browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    browser.execute_cdp_cmd("Emulation.setScrollbarsHidden", {"hidden": False})
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


def screenshot(browser, path):
    # The whole page, not only what fits in the window.
    data = browser.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True})
    with open(path, "wb") as f:
        f.write(base64.b64decode(data["data"]))


def axe(browser):
    return browser.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document, {resultTypes: ['violations']}).then(r => done(r.violations), e => done([{id: 'axe-error', impact: 'critical', nodes: [{target: [String(e)]}]}]));")


def sign_up(browser, server):
    browser.get(server + "/signup?next=/kitchen")
    browser.find_element(By.ID, "username").send_keys("screens-" + uuid.uuid4().hex[:8])
    browser.find_element(By.ID, "password").send_keys(PASSWORD)
    browser.find_element(By.ID, "confirm").send_keys(PASSWORD)
    click_and_wait(browser, browser.find_element(By.CSS_SELECTOR, ".account-form button[type=submit]"))


def fill_the_account(browser, server, recipe_url):
    """Gives each signed-in page something to show: a kitchen list, a favorite, a planned meal
    (and so a grocery list) and a recipe of one's own. Returns the own recipe's editor path and the
    day of the meal."""
    for name in ("chicken", "rice"):
        box = browser.find_element(By.ID, "pantry-name")
        box.send_keys(name, Keys.ENTER)
        wait(browser, staleness_of(box))
    browser.get(recipe_url)
    heart = browser.find_element(By.CSS_SELECTOR, "form.heart button")
    heart.click()
    wait(browser, lambda b: heart.get_attribute("aria-pressed") == "true")
    today = datetime.date.today()
    plan_from_recipe_page(browser, server, recipe_url, today, "dinner", 4)
    browser.get(server + "/my-recipes/new")
    browser.find_element(By.ID, "recipe-title").send_keys("Screens Rice Pudding")
    browser.find_element(By.ID, "recipe-ingredients").send_keys("1 cup rice", Keys.ENTER, "2 cups milk", Keys.ENTER, "1 pinch of moondust")
    browser.find_element(By.ID, "recipe-steps").send_keys("Simmer the rice in the milk until soft.")
    click_and_wait(browser, browser.find_element(By.ID, "save-recipe"))
    return browser.find_element(By.ID, "edit-recipe").get_attribute("href").replace(server, ""), today


@pytest.fixture(scope="module")
def walk(server, browser):
    """Visits every main page once per width and theme; returns what overflowed and what axe found."""
    os.makedirs(SHOTS, exist_ok=True)
    with open(AXE_SCRIPT, encoding="utf8") as f:
        script = f.read()
    overflows, violations, counts = [], [], {}

    def visit(name, path):
        browser.get(server + path)
        # An error page in place of the page meant would pass every check for the wrong reason.
        assert not browser.execute_script("return document.querySelector('main .problem') !== null;"), f"{name}: {path} answered an error page"
        # Loaded once a page; each width and theme below is the same page, restyled.
        browser.execute_script(script)
        for width in WIDTHS:
            viewport(browser, width)
            for scheme in THEMES:
                theme(browser, scheme)
                where = f"{name} at {width} px, {scheme}"
                screenshot(browser, os.path.join(SHOTS, f"screen-{name}-{width}-{scheme}.png"))
                wide = browser.execute_script("return document.documentElement.scrollWidth;")
                inner = browser.execute_script("return window.innerWidth;")
                if wide > inner + 1:
                    offenders = "; ".join(f"{o['name']} {o['width']} px wide, right edge at {o['right']}"
                                          for o in browser.execute_script(OFFENDERS))
                    overflows.append(f"{where}: {wide} px wide in a {inner} px window ({offenders or 'no single element'})")
                for v in axe(browser):
                    counts.setdefault(v["id"], {}).setdefault(v["impact"], 0)
                    counts[v["id"]][v["impact"]] += 1
                    if v["impact"] in FAILING_IMPACTS:
                        targets = ", ".join(" ".join(n["target"]) for n in v["nodes"][:5])
                        first = v["nodes"][0] if v["nodes"] else {}
                        why = next((c["message"] for kind in ("any", "all", "none") for c in first.get(kind, [])), "")
                        violations.append(f"{where}: {v['id']} ({v['impact']}): {targets}: {why}")

    try:
        # given a visitor: a search, a recipe, and the account pages
        visit("home-search", "/?i=chicken&i=rice")
        recipe = browser.find_element(By.CSS_SELECTOR, "main a[href^='/recipes/']").get_attribute("href")
        visit("recipe", recipe.replace(server, ""))
        # a search that finds nothing: the empty state and "did you mean"
        visit("search-none", "/?i=chiken")
        visit("signin", "/signin")
        visit("signup", "/signup")

        # given a signed-in person with something on every page
        usual(browser)
        sign_up(browser, server)
        editor, day = fill_the_account(browser, server, recipe)
        # The meal's week, named: the walk takes a minute, and past midnight into a Monday the
        # planner's and grocery list's own week would be an empty one.
        monday = day - datetime.timedelta(days=day.weekday())
        week = f"from={monday}&to={monday + datetime.timedelta(days=6)}"
        for name, path in (("favorites", "/favorites"), ("kitchen", "/kitchen"), ("planner-week", f"/planner?week={day}"),
                           ("grocery", f"/grocery?{week}"), ("my-recipes", "/my-recipes"), ("recipe-editor", editor),
                           ("import", "/import"), ("preferences", "/preferences"),
                           ("planner-settings", "/planner/settings"), ("planner-add", "/planner/add?q=soup"),
                           ("cook-mode", recipe.replace(server, "") + "/cook"), ("household", "/household"),
                           ("account-delete", "/account/delete")):
            visit(name, path)
        print("\naxe findings (rule: impact count, over every page, width and theme):")
        for rule, impacts in sorted(counts.items()):
            print(f"  {rule}: " + ", ".join(f"{impact} {n}" for impact, n in sorted(impacts.items())))
        yield {"overflows": overflows, "violations": violations}
    finally:
        # The browser is shared by the whole suite: later tests start as a visitor, at the usual size.
        usual(browser)
        browser.delete_all_cookies()


def test_no_page_scrolls_sideways(walk):
    assert walk["overflows"] == [], "\n".join(["pages wider than the window:"] + walk["overflows"])


def test_no_serious_or_critical_accessibility_violation(walk):
    assert walk["violations"] == [], "\n".join(["axe-core found:"] + walk["violations"])
