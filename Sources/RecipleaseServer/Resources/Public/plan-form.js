// The plan form: the time follows the usual time of the meal chosen, unless changed by hand.
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

  site.onReady(function () {
    var meal = document.getElementById("plan-meal");
    if (meal && meal.options[meal.selectedIndex]) meal.dataset.previousTime = meal.options[meal.selectedIndex].dataset.time;
  });
})(Reciplease);
