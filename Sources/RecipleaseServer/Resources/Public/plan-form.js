// The plan form: the time follows the usual time of the meal chosen, unless changed by hand.
// Choosing its recipe: the search answers as you type, with the same page the server renders.
(function (site) {
  "use strict";

  function followMealTime(select) {
    var time = document.getElementById("plan-time");
    if (!time) return;
    var previous = select.dataset.previousTime;
    var option = select.options[select.selectedIndex];
    if (!option) return;
    if (time.value === "" || time.value === previous) time.value = option.dataset.time;
    select.dataset.previousTime = option.dataset.time;
  }

  document.addEventListener("change", function (event) {
    if (event.target.id === "plan-meal") followMealTime(event.target);
  });

  // Asks for the page of the typed search and swaps in its results, so both ways list the same.
  function searchAsYouType() {
    var box = document.getElementById("plan-search");
    if (!box || !window.fetch || !window.DOMParser || !window.URLSearchParams) return;
    var form = box.form, timer = null, asked = 0;
    box.addEventListener("input", function () {
      clearTimeout(timer);
      timer = setTimeout(function () {
        var url = form.getAttribute("action") + "?" + new URLSearchParams(new FormData(form)).toString();
        var ticket = ++asked;
        fetch(url, { credentials: "same-origin", headers: { Accept: "text/html" } }).then(function (response) {
          return response.ok ? response.text() : Promise.reject(response.status);
        }).then(function (html) {
          // Only the latest answer counts; an earlier one arriving late is dropped.
          if (ticket !== asked) return;
          var fresh = new DOMParser().parseFromString(html, "text/html").getElementById("plan-results");
          var current = document.getElementById("plan-results");
          if (!fresh || !current) return;
          // The live region stays in place, so screen readers hear its new content.
          var copy = document.importNode(fresh, true);
          current.replaceChildren.apply(current, Array.prototype.slice.call(copy.childNodes));
          history.replaceState(null, "", url);
        }, function () {});
      }, 250);
    });
  }

  site.onReady(function () {
    searchAsYouType();
    var meal = document.getElementById("plan-meal");
    if (meal && meal.options[meal.selectedIndex]) meal.dataset.previousTime = meal.options[meal.selectedIndex].dataset.time;
  });
})(Reciplease);
