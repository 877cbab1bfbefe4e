"""A person brings a whole Nextcloud Cookbook collection in through /import, watches it come in,
finds the recipes on My recipes, then imports a recipe web page by its address."""
import http.server
import os
import re
import subprocess
import threading
import uuid

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from conftest import ROOT, run_server
from test_accounts_flow import PASSWORD, submit_and_wait, wait

# Enough that the progress display has something to show; the 1,000-recipe speed is measured by
# the command line (docs/benchmarks.md), not here. The debug build beside the other suites on two
# cores takes most of a minute for these, hence the long waits below.
COUNT = 120

RECIPE_PAGE = b"""<!doctype html><html><head><title>Lentil Soup</title>
<script type="application/ld+json">{"@context": "https://schema.org", "@type": "Recipe", "name": "Red Lentil Soup",
"recipeYield": "4", "recipeIngredient": ["200 g red lentils", "1 onion, chopped", "1 litre vegetable stock"],
"recipeInstructions": ["Soften the onion.", "Add the lentils and stock; simmer 20 minutes."]}</script>
</head><body><h1>Red Lentil Soup</h1></body></html>"""


@pytest.fixture(scope="module")
def server():
    """A server of its own that may fetch pages from this machine: the one explicit test setting
    (RECIPLEASE_IMPORT_ALLOW_PRIVATE) that turns the address guard off; every other file keeps it on."""
    yield from run_server("reciplease-import-", {"RECIPLEASE_IMPORT_ALLOW_PRIVATE": "1"})


@pytest.fixture(scope="module")
def recipe_site():
    """A recipe site on this machine: one page with schema.org JSON-LD."""
    class Page(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            self.send_response(200 if self.path == "/lentil-soup" else 404)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.end_headers()
            self.wfile.write(RECIPE_PAGE if self.path == "/lentil-soup" else b"not here")

        def log_message(self, *args):
            pass

    site = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Page)
    threading.Thread(target=site.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{site.server_address[1]}"
    site.shutdown()


@pytest.fixture(scope="module")
def collection(tmp_path_factory):
    """A Nextcloud Cookbook zip of generated recipes with photos, written by the command line."""
    binary = os.environ.get("RECIPLEASE_BIN", os.path.join(ROOT, ".build", "debug", "reciplease"))
    path = str(tmp_path_factory.mktemp("collection") / "cookbook.zip")
    subprocess.run([binary, "generate", "--count", str(COUNT), "--seed", "3", "--nextcloud-zip", "--output", path], check=True, capture_output=True)
    return path


def sign_up(server, browser):
    browser.get(server + "/signup")
    browser.find_element(By.ID, "username").send_keys("importer-" + uuid.uuid4().hex[:8])
    browser.find_element(By.ID, "password").send_keys(PASSWORD)
    browser.find_element(By.ID, "confirm").send_keys(PASSWORD)
    submit_and_wait(browser, browser.find_element(By.CSS_SELECTOR, ".account-form button[type=submit]"))


def test_a_collection_comes_in_with_progress_shown_and_lands_in_my_recipes(server, browser, collection, shot):
    # given a new account on the import page
    sign_up(server, browser)
    browser.get(server + "/import")
    status = browser.find_element(By.CSS_SELECTOR, ".import-form .import-progress [role=status]")
    # Whatever the progress display says is kept where the next page can read it.
    browser.execute_script("""
        sessionStorage.setItem("seen", "");
        new MutationObserver(function () {
          sessionStorage.setItem("seen", sessionStorage.getItem("seen") + "\\n" + arguments[0][0].target.textContent);
        }).observe(document.querySelector(".import-form .import-progress [role=status]"), {childList: true, characterData: true, subtree: true});
    """)
    assert not status.is_displayed()

    # when the collection file is chosen and imported
    browser.find_element(By.ID, "import-file").send_keys(collection)
    browser.find_element(By.CSS_SELECTOR, ".import-form button[type=submit]").click()

    # then the progress shows while it works, and the result page lists what came in
    wait(browser, lambda b: "/import/jobs/" in b.current_url, timeout=300)
    wait(browser, EC.presence_of_element_located((By.CSS_SELECTOR, ".import-counts")))
    seen = browser.execute_script("return sessionStorage.getItem('seen')") or ""
    assert "Uploading" in seen or "recipes imported" in seen, seen
    counts = browser.find_element(By.CSS_SELECTOR, ".import-counts").text
    assert f"{COUNT} new" in counts and "0 already there" in counts and "0 failed" in counts, counts
    shot("import-collection-result")

    # and the recipes are on My recipes
    browser.find_element(By.LINK_TEXT, "See my recipes").click()
    wait(browser, lambda b: "/my-recipes" in b.current_url)
    assert len(re.findall(r'href="/recipes/u-', browser.page_source)) >= 20

    # when the same file is imported again, nothing is added twice
    browser.get(server + "/import")
    browser.find_element(By.ID, "import-file").send_keys(collection)
    browser.find_element(By.CSS_SELECTOR, ".import-form button[type=submit]").click()
    wait(browser, lambda b: "/import/jobs/" in b.current_url, timeout=300)
    counts = wait(browser, EC.presence_of_element_located((By.CSS_SELECTOR, ".import-counts"))).text
    assert "0 new" in counts and f"{COUNT} already there" in counts, counts


def test_a_recipe_page_is_imported_by_its_address(server, browser, recipe_site):
    # given a signed-in person on the import page
    browser.get(server + "/import")
    if "/signin" in browser.current_url:
        sign_up(server, browser)
        browser.get(server + "/import")

    # when a recipe page's address is imported
    browser.find_element(By.ID, "import-url").send_keys(recipe_site + "/lentil-soup")
    submit_and_wait(browser, browser.find_element(By.CSS_SELECTOR, ".import-form button[type=submit]"))

    # then the recipe is saved and shown with its lines and steps
    page = browser.page_source
    assert "Red Lentil Soup" in page
    assert "200 g red lentils" in page
    assert "Add the lentils and stock; simmer 20 minutes." in page
    browser.find_element(By.LINK_TEXT, "Red Lentil Soup").click()
    wait(browser, lambda b: "/recipes/u-" in b.current_url)
    assert "Red Lentil Soup" in browser.find_element(By.TAG_NAME, "h1").text
