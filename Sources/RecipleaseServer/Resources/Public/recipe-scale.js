// The recipe page's servings and units: the same links and form as without a script, followed
// without a reload. The server renders the page at the choice (one rule for scaling, in the
// core); this script takes the ingredient list and the control from it and swaps them in.
(function () {
  "use strict";

  var latest = 0;

  function swap(url, push) {
    var ticket = ++latest;
    return fetch(url, { credentials: "same-origin", headers: { Accept: "text/html" } })
      .then(function (response) {
        if (!response.ok) { throw new Error("status " + response.status); }
        return response.text();
      })
      .then(function (html) {
        if (ticket !== latest) { return; }  // a later choice is on its way
        var page = new DOMParser().parseFromString(html, "text/html");
        ["ingredient-lines", "scale-controls", "recipe-yield"].forEach(function (id) {
          var fresh = page.getElementById(id);
          var current = document.getElementById(id);
          if (fresh && current) { current.replaceWith(document.importNode(fresh, true)); }
        });
        var cook = page.getElementById("cook-mode");
        var cookHere = document.getElementById("cook-mode");
        if (cook && cookHere) { cookHere.setAttribute("href", cook.getAttribute("href")); }
        if (push) { history.pushState({ scaled: true }, "", url); }
      })
      .catch(function () { window.location.href = url; });
  }

  function formURL(form) {
    var params = new URLSearchParams(new FormData(form));
    return window.location.pathname + "?" + params.toString();
  }

  document.addEventListener("click", function (event) {
    var link = event.target.closest && event.target.closest("#scale-controls a[href]");
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) { return; }
    event.preventDefault();
    swap(link.getAttribute("href"), true);
  });

  document.addEventListener("submit", function (event) {
    var form = event.target.closest && event.target.closest("#scale-controls form");
    if (!form) { return; }
    event.preventDefault();
    swap(formURL(form), true);
  });

  // Typing a number scales at once, after a short pause.
  var timer = null;
  document.addEventListener("input", function (event) {
    if (event.target.id !== "servings-input") { return; }
    var input = event.target;
    clearTimeout(timer);
    timer = setTimeout(function () {
      var value = parseInt(input.value, 10);
      if (!(value >= Number(input.min) && value <= Number(input.max))) { return; }
      var focused = document.activeElement === input;
      swap(formURL(input.form), true).then(function () {
        var again = document.getElementById("servings-input");
        if (focused && again) { again.focus(); }
      });
    }, 300);
  });

  window.addEventListener("popstate", function () { swap(window.location.href, false); });
})();
