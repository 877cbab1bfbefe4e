// Pages with recipe cards or a recipe: the heart keeps or lets go of a recipe without a reload.
(function (site) {
  "use strict";

  site.onSubmit("form.heart", function (form) {
    var field = form.querySelector("input[name=favorite]");
    var button = form.querySelector("button");
    var keep = field.value === "1";
    site.enhance(form, function () {
      return (keep ? site.favorite(form) : site.unfavorite(form)).then(function () {
        field.value = keep ? "0" : "1";
        button.setAttribute("aria-pressed", keep ? "true" : "false");
      });
    });
  });
})(Reciplease);
