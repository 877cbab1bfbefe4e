"""A cook writes a recipe with a photo of their own, sees it on the recipe and on My recipes,
replaces it, is told beside the field when a file is not an image, and removes it; nobody else
can fetch it."""
import base64
import os
import re
import struct
import uuid
import zlib

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import sign_out_button
from test_accounts_flow import PASSWORD, submit_and_wait, wait


def png(width, height, rgb):
    """A PNG of one colour, written here: signature, IHDR, the rows deflated by zlib, IEND."""
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    rows = b"".join(b"\x00" + bytes(rgb) * width for _ in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


def write(folder, name, data):
    path = os.path.join(folder, name)
    with open(path, "wb") as file:
        file.write(data)
    return path


def fetch(browser, url):
    """Fetches `url` from the page, with the page's cookies: (status, content type, bytes)."""
    status, kind, body = browser.execute_async_script("""
        const done = arguments[arguments.length - 1];
        fetch(arguments[0], {cache: "no-store"}).then(async response => {
          const bytes = new Uint8Array(await response.arrayBuffer());
          let text = "";
          for (const byte of bytes) text += String.fromCharCode(byte);
          done([response.status, response.headers.get("content-type"), btoa(text)]);
        }).catch(error => done([0, String(error), ""]));
    """, url)
    return status, kind, base64.b64decode(body)


def shown_size(browser, image):
    """The picture's own size once the browser has drawn it, e.g. (3, 2); (0, 0) while it loads or if it failed."""
    wait(browser, lambda b: b.execute_script("return arguments[0].complete", image))
    return tuple(browser.execute_script("return [arguments[0].naturalWidth, arguments[0].naturalHeight]", image))


def sign_up(server, browser, prefix):
    username = prefix + uuid.uuid4().hex[:8]
    browser.get(server + "/signup?next=/my-recipes/new")
    browser.find_element(By.ID, "username").send_keys(username)
    browser.find_element(By.ID, "password").send_keys(PASSWORD)
    browser.find_element(By.ID, "confirm").send_keys(PASSWORD)
    submit_and_wait(browser, browser.find_element(By.CSS_SELECTOR, ".account-form button[type=submit]"))
    return username


def sign_out(browser):
    submit_and_wait(browser, sign_out_button(browser))


def edit_and_save(browser, recipe_url, photo=None, remove=False):
    browser.get(recipe_url)
    browser.find_element(By.ID, "edit-recipe").click()
    wait(browser, lambda b: b.current_url.endswith("/edit"))
    if photo:
        browser.find_element(By.ID, "recipe-photo").send_keys(photo)
    if remove:
        browser.find_element(By.ID, "remove-photo").click()
    submit_and_wait(browser, browser.find_element(By.ID, "save-recipe"))


def test_a_photo_is_added_replaced_refused_kept_private_and_removed(server, browser, shot, tmp_path):
    folder = str(tmp_path)
    first = write(folder, "pie.png", png(3, 2, (200, 100, 50)))

    # given a new cook writing a recipe with a photo
    owner = sign_up(server, browser, "photographer-")
    title = "Plum Galette " + uuid.uuid4().hex[:4]
    browser.find_element(By.ID, "recipe-title").send_keys(title)
    servings = browser.find_element(By.ID, "recipe-servings")
    servings.clear()
    servings.send_keys("6")
    browser.find_element(By.ID, "recipe-ingredients").send_keys("6 plums", Keys.ENTER, "1 sheet puff pastry", Keys.ENTER, "2 tbsp sugar")
    browser.find_element(By.ID, "recipe-steps").send_keys("Slice the plums onto the pastry.", Keys.ENTER, "Bake for 30 minutes.")
    browser.find_element(By.ID, "recipe-photo").send_keys(first)

    # when it is saved
    submit_and_wait(browser, browser.find_element(By.ID, "save-recipe"))

    # then the recipe page shows the photo itself, served as the PNG it is
    recipe_url = browser.current_url.split("?")[0]
    recipe_id = recipe_url.rsplit("/", 1)[1]
    assert re.fullmatch(r"u-[0-9a-f-]+", recipe_id), recipe_url
    hero = browser.find_element(By.CSS_SELECTOR, "article.recipe img.hero")
    photo_path = f"/my-recipes/{recipe_id}/photo"
    assert photo_path in hero.get_attribute("src")
    assert shown_size(browser, hero) == (3, 2)
    status, kind, data = fetch(browser, server + photo_path)
    assert (status, kind, data) == (200, "image/png", open(first, "rb").read())
    shot("recipe-photo")

    # and My recipes shows it on the recipe's row
    browser.get(server + "/my-recipes")
    row = browser.find_element(By.XPATH, f"//li[contains(@class, 'my-recipe')][.//a[normalize-space()='{title}']]")
    picture = row.find_element(By.CSS_SELECTOR, "img")
    assert photo_path in picture.get_attribute("src")
    browser.execute_script("arguments[0].scrollIntoView()", picture)
    assert shown_size(browser, picture) == (3, 2)

    # when it is replaced by a WebP (the browser's own encoder writes it)
    webp_url = browser.execute_script("""
        const canvas = document.createElement("canvas");
        canvas.width = 5; canvas.height = 4;
        const context = canvas.getContext("2d");
        context.fillStyle = "#3060c0"; context.fillRect(0, 0, 5, 4);
        return canvas.toDataURL("image/webp");
    """)
    assert webp_url.startswith("data:image/webp;base64,")
    second = write(folder, "galette.webp", base64.b64decode(webp_url.split(",", 1)[1]))
    edit_and_save(browser, recipe_url, photo=second)

    # then the page shows the new one, at a new address
    hero = browser.find_element(By.CSS_SELECTOR, "article.recipe img.hero")
    assert photo_path in hero.get_attribute("src")
    assert shown_size(browser, hero) == (5, 4)
    status, kind, data = fetch(browser, server + photo_path)
    assert (status, kind, data) == (200, "image/webp", open(second, "rb").read())

    # when a text file named .jpg is chosen instead
    fake = write(folder, "holiday.jpg", b"These are the notes from our holiday, not a picture.\n")
    edit_and_save(browser, recipe_url, photo=fake)

    # then the form says so beside the photo field, and the photo stays as it was
    field = browser.find_element(By.CSS_SELECTOR, "fieldset.photo-field")
    message = field.find_element(By.ID, "photo-error")
    assert message.text == "That file is not a JPEG, PNG or WebP image."
    photo_input = browser.find_element(By.ID, "recipe-photo")
    assert "photo-error" in photo_input.get_attribute("aria-describedby").split()
    assert photo_input.get_attribute("aria-invalid") == "true"
    assert browser.find_element(By.ID, "recipe-title").get_attribute("value") == title
    shot("recipe-photo-refused")
    assert fetch(browser, server + photo_path)[:2] == (200, "image/webp")

    # when someone else asks for the photo's address
    sign_out(browser)
    assert fetch(browser, server + photo_path)[0] == 404
    sign_up(server, browser, "neighbour-")

    # then it is not found for them either, on the page's address or through the API
    assert fetch(browser, server + photo_path)[0] == 404
    assert fetch(browser, server + "/api/v1/recipes/" + recipe_id + "/photo")[0] == 404
    sign_out(browser)

    # when its owner signs in again and removes it
    browser.get(server + "/signin")
    browser.find_element(By.ID, "username").send_keys(owner)
    browser.find_element(By.ID, "password").send_keys(PASSWORD)
    submit_and_wait(browser, browser.find_element(By.CSS_SELECTOR, ".account-form button[type=submit]"))
    edit_and_save(browser, recipe_url, remove=True)

    # then the recipe shows its drawn picture again, and the photo is gone for its owner too
    hero = browser.find_element(By.CSS_SELECTOR, "article.recipe img.hero")
    assert photo_path not in hero.get_attribute("src")
    assert fetch(browser, server + photo_path)[0] == 404
    browser.get(server + "/my-recipes/" + recipe_id + "/edit")
    assert browser.find_elements(By.ID, "remove-photo") == []
    browser.delete_all_cookies()
