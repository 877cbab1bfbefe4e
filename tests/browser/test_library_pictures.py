"""Every recipe has a picture: the home page's cards and a recipe page, at phone and desktop widths."""
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


def images_loaded(browser, selector):
    """True once every matching <img> has finished loading and decoded to a real picture."""
    return browser.execute_script(
        "const imgs = [...document.querySelectorAll(arguments[0])];"
        "imgs.forEach(i => { i.loading = 'eager'; });"
        "return imgs.length > 0 && imgs.every(i => i.complete && i.naturalWidth > 0);",
        selector,
    )


def broken_images(browser, selector):
    return browser.execute_script(
        "return [...document.querySelectorAll(arguments[0])]"
        ".filter(i => !(i.complete && i.naturalWidth > 0)).map(i => i.src);",
        selector,
    )


def test_every_card_and_the_recipe_page_show_a_picture(server, browser, shot):
    # given the home page with the whole library
    browser.get(server + "/")
    cards = browser.find_elements(By.CSS_SELECTOR, ".cards .card img")
    assert len(cards) >= 6

    # then every card's picture loads
    WebDriverWait(browser, 15).until(lambda b: images_loaded(b, ".cards .card img"))
    assert broken_images(browser, ".cards .card img") == []
    assert all("/images/recipes/" in img.get_attribute("src") for img in cards)
    shot("library-home")

    # and a later page of the library, for other dishes and cuisines
    browser.get(server + "/?page=3")
    WebDriverWait(browser, 15).until(lambda b: images_loaded(b, ".cards .card img"))
    assert broken_images(browser, ".cards .card img") == []
    shot("library-home-page-3")

    # when a recipe is opened
    link = browser.find_element(By.CSS_SELECTOR, ".cards .card a.card-link")
    link.click()
    WebDriverWait(browser, 10).until(lambda b: b.find_elements(By.CSS_SELECTOR, "img.hero"))

    # then its page shows the same picture, loaded
    WebDriverWait(browser, 15).until(lambda b: images_loaded(b, "img.hero"))
    hero = browser.find_element(By.CSS_SELECTOR, "img.hero")
    assert "/images/recipes/" in hero.get_attribute("src")
    shot("library-recipe")


def test_pictures_of_searched_dishes(server, browser, shot):
    # a search brings soups, salads and breads together: the pictures must tell them apart
    browser.get(server + "/?i=tomato&i=onion")
    WebDriverWait(browser, 15).until(lambda b: images_loaded(b, ".cards .card img"))
    sources = [img.get_attribute("src") for img in browser.find_elements(By.CSS_SELECTOR, ".cards .card img")]
    assert len(set(sources)) == len(sources)
    shot("library-search-tomato")
