// Home and random pages: a filter applies as soon as it changes, with no "Apply" click. The form
// still has its button for a browser without this script; the reload keeps the panel open and
// puts focus back on the control that was changed.
(function () {
  "use strict";
  var form = document.querySelector("form.filter-form");
  if (!form) return;
  var key = "reciplease.filterFocus";

  var apply = form.querySelector("#apply-filters");
  if (apply) apply.hidden = true;

  form.addEventListener("change", function (event) {
    var control = event.target;
    if (!control.name) return;
    try {
      sessionStorage.setItem(key, JSON.stringify({ name: control.name, value: control.type === "checkbox" ? control.value : "" }));
    } catch (e) { /* storage refused: the page still filters, focus starts at the top */ }
    if (form.requestSubmit) form.requestSubmit(); else form.submit();
  });

  var saved = null;
  try {
    saved = JSON.parse(sessionStorage.getItem(key) || "null");
    sessionStorage.removeItem(key);
  } catch (e) { saved = null; }
  if (!saved || typeof saved.name !== "string") return;
  var match = Array.prototype.find.call(form.elements, function (element) {
    return element.name === saved.name && (element.type !== "checkbox" || element.value === saved.value);
  });
  if (!match) return;
  var panel = form.closest("details");
  if (panel) panel.open = true;
  match.focus();
})();
