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
-- Only the week's grocery list (the last of `others`): the household's most-read page.
local only_grocery = os.getenv("RECIPLEASE_ONLY_GROCERY") == "1"
local counter = 0
-- Every request is formatted once, up front: wrk shares the machine's two cores with the
-- server, so the less it does per request the more the figures measure the server.
local formatted_searches, formatted_others = {}, {}

init = function(args)
  local headers = {}
  if token then headers["Authorization"] = "Bearer " .. token end
  for i, path in ipairs(searches) do formatted_searches[i] = wrk.format("GET", path, headers) end
  for i, path in ipairs(others) do formatted_others[i] = wrk.format("GET", path, headers) end
end

request = function()
  counter = counter + 1
  if only_grocery then return formatted_others[#formatted_others] end
  if only_search or counter % 4 ~= 0 then
    return formatted_searches[(counter % #formatted_searches) + 1]
  end
  return formatted_others[(math.floor(counter / 4) % #formatted_others) + 1]
end
