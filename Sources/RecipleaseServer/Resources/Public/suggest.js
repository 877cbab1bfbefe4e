// Food suggestions as you type, for every ingredient box (`input[data-suggest]`): the ARIA
// combobox pattern with a list box, from /api/v1/foods/suggest. Arrow keys move through the
// list, Enter or a click fills the box, Escape closes; without this script the box is a plain field.
(function () {
  "use strict";

  var counter = 0;

  function setUp(input) {
    var list = document.createElement("ul");
    list.id = input.id + "-suggestions";
    list.className = "suggestions";
    list.setAttribute("role", "listbox");
    list.hidden = true;
    if (input.labels && input.labels[0]) list.setAttribute("aria-labelledby", input.labels[0].id || labelID(input.labels[0]));
    input.insertAdjacentElement("afterend", list);
    input.setAttribute("role", "combobox");
    input.setAttribute("aria-autocomplete", "list");
    input.setAttribute("aria-controls", list.id);
    input.setAttribute("aria-expanded", "false");
    input.parentElement.classList.add("suggest-host");

    var pending = null;
    var asked = "";

    function options() { return Array.prototype.slice.call(list.querySelectorAll("[role=option]")); }

    function close() {
      list.hidden = true;
      list.replaceChildren();
      input.setAttribute("aria-expanded", "false");
      input.removeAttribute("aria-activedescendant");
    }

    function activate(index) {
      var all = options();
      all.forEach(function (option, k) { option.setAttribute("aria-selected", k === index ? "true" : "false"); });
      if (index >= 0 && all[index]) {
        input.setAttribute("aria-activedescendant", all[index].id);
        all[index].scrollIntoView({ block: "nearest" });
      } else {
        input.removeAttribute("aria-activedescendant");
      }
    }

    function current() {
      var all = options();
      for (var k = 0; k < all.length; k++) if (all[k].getAttribute("aria-selected") === "true") return k;
      return -1;
    }

    function choose(option) {
      input.value = option.dataset.name;
      close();
      input.focus();
    }

    function show(names) {
      if (!names.length) { close(); return; }
      list.replaceChildren.apply(list, names.map(function (name) {
        var option = document.createElement("li");
        option.id = list.id + "-" + (++counter);
        option.setAttribute("role", "option");
        option.setAttribute("aria-selected", "false");
        option.dataset.name = name;
        option.textContent = name;
        return option;
      }));
      list.hidden = false;
      input.setAttribute("aria-expanded", "true");
    }

    function ask() {
      var text = input.value.trim();
      if (text.length < 2) { asked = ""; close(); return; }
      if (text === asked) return;
      asked = text;
      fetch("/api/v1/foods/suggest?limit=8&q=" + encodeURIComponent(text), { headers: { "Accept": "application/json" } })
        .then(function (response) { return response.ok ? response.json() : { suggestions: [] }; })
        .then(function (body) {
          if (input.value.trim() !== text || document.activeElement !== input) return;
          show(body.suggestions.map(function (food) { return food.name; }));
        }, function () {});
    }

    input.addEventListener("input", function () {
      clearTimeout(pending);
      pending = setTimeout(ask, 120);
    });

    input.addEventListener("keydown", function (event) {
      var all = options();
      var open = !list.hidden && all.length > 0;
      if (event.key === "ArrowDown") {
        event.preventDefault();
        if (!open) { asked = ""; ask(); return; }
        activate((current() + 1) % all.length);
      } else if (event.key === "ArrowUp" && open) {
        event.preventDefault();
        activate(current() <= 0 ? all.length - 1 : current() - 1);
      } else if (event.key === "Enter" && open && current() >= 0) {
        // the first Enter takes the suggestion; the next one submits the form
        event.preventDefault();
        choose(all[current()]);
      } else if (event.key === "Escape" && open) {
        event.preventDefault();
        close();
      }
    });

    // mousedown, not click: the box must not lose its focus (and close the list) first
    list.addEventListener("mousedown", function (event) {
      var option = event.target.closest("[role=option]");
      if (!option) return;
      event.preventDefault();
      choose(option);
    });

    input.addEventListener("blur", function () { setTimeout(close, 100); });
  }

  function labelID(label) {
    label.id = label.htmlFor ? label.htmlFor + "-label" : "suggest-label-" + (++counter);
    return label.id;
  }

  document.querySelectorAll("input[data-suggest]").forEach(setUp);
})();
