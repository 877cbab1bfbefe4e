// The grocery list: items tick and untick without a reload.
(function (site) {
  "use strict";

  site.onSubmit("form.grocery-tick", function (form) {
    var item = form.closest(".grocery-item");
    var field = form.querySelector("input[name=checked]");
    var button = form.querySelector("button");
    var checked = field.value === "1";
    site.enhance(form, function () {
      // The tick belongs to the list shown: its days go with it.
      var body = { key: item.dataset.key, checked: checked, from: form.elements.from.value, to: form.elements.to.value };
      return site.api("PUT", "/api/v1/grocery-list/checks", body, form).then(function () {
        field.value = checked ? "0" : "1";
        button.setAttribute("aria-pressed", checked ? "true" : "false");
        item.dataset.checked = checked ? "true" : "false";
        var count = document.getElementById("checked-count");
        if (count) count.textContent = String(document.querySelectorAll(".grocery-item[data-checked=true]").length);
      });
    });
  });
})(Reciplease);
