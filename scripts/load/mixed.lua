-- A mixed read workload for wrk: searches (most of the traffic), recipe pages, random picks,
-- favorites and a week's grocery list.
-- The token (for favorites) comes from the RECIPLEASE_TOKEN environment variable.
local searches = {
  "/api/v1/recipes/search?ingredients=chicken,rice",
  "/api/v1/recipes/search?ingredients=egg,tomato,onion&ranking=min-missing",
  "/api/v1/recipes/search?ingredients=garlic,pasta,parmesan&diet=vegetarian",
  "/api/v1/recipes/search?ingredients=potato,leek,butter,cream",
  "/api/v1/recipes/search?ingredients=beef,carrot,onion,celery&maxReadyTime=120",
  "/api/v1/recipes/search?ingredients=tofu,ginger,soy%20sauce&intolerances=peanut",
  "/api/v1/recipes/search?ingredients=lentils,cumin,spinach&cuisine=Indian",
  "/api/v1/recipes/search?q=soup",
}
local others = {
  "/api/v1/recipes/lemony-chicken-and-rice-soup",
  "/api/v1/recipes/random?count=10",
  "/api/v1/favorites",
  "/api/v1/grocery-list?from=2026-12-07&to=2026-12-13",
}
local token = os.getenv("RECIPLEASE_TOKEN")
local only_search = os.getenv("RECIPLEASE_ONLY_SEARCH") == "1"
local counter = 0

request = function()
  counter = counter + 1
  local path
  if only_search or counter % 4 ~= 0 then
    path = searches[(counter % #searches) + 1]
  else
    path = others[(math.floor(counter / 4) % #others) + 1]
  end
  local headers = {}
  if token then headers["Authorization"] = "Bearer " .. token end
  return wrk.format("GET", path, headers)
end
