import { CLUED_THEME_NAMES, type CluedThemeId } from "./theme-names";

/*
 * Themed answers with clues for crosswords. Answers and clues written for Inkforge (no clue is
 * copied from a published puzzle); upper-case letters, 3 to 10 letters, 40+ per theme. Word frequency
 * comes from SCOWL's size levels (see SCOWL-COPYRIGHT.txt), looked up when the themes were
 * written: answers in its 10 and 20 lists are everyday, `familiar` ones first appear at 35,
 * `rare` ones at 40 or beyond. The crossword's difficulty counts them. The blocklist test runs
 * over every answer.
 */

export type ClueEntry = { answer: string; clue: string };
export type CluedTheme = {
  id: string;
  name: string;
  entries: readonly ClueEntry[];
  /** Answers first listed at SCOWL size 35 (known, not everyday). */
  familiar: readonly string[];
  /** Answers only at SCOWL size 40 or beyond (less common). */
  rare: readonly string[];
};

const entries = (text: string): ClueEntry[] =>
  text
    .trim()
    .split("\n")
    .map((line) => {
      const [answer, clue] = line.split("|").map((part) => part.trim()) as [string, string];
      return { answer, clue };
    });

// Keyed by theme-names.ts, which holds the ids so a schema can take them without the clues.
const THEMES: Record<CluedThemeId, Omit<CluedTheme, "id" | "name">> = {
  animals: {
    entries: entries(`
      CAT | Pet that purrs on your lap
      DOG | Loyal pet that fetches a ball
      COW | Farm animal that gives milk
      PIG | Pink farm animal that likes mud
      HEN | Bird that lays breakfast eggs
      OWL | Night bird that hoots
      BAT | Flying mammal that sleeps upside down
      FOX | Red animal with a bushy tail
      APE | Large primate without a tail
      ELK | Big deer of northern forests
      BEAR | Big furry animal that sleeps through winter
      WOLF | Wild relative of the dog that howls
      DEER | Forest animal whose male grows antlers
      FROG | Green hopper that croaks by a pond
      GOAT | Farm animal with a beard that climbs rocks
      LION | Big cat with a mane
      MOLE | Small digger that lives underground
      SEAL | Sea mammal that barks and claps its flippers
      SWAN | Graceful white bird on a lake
      TOAD | Warty cousin of the frog
      HARE | Fast runner with long ears, larger than a rabbit
      MOUSE | Small squeaky rodent that likes cheese
      HORSE | Animal you can ride and shoe
      SHEEP | Woolly animal in a flock
      TIGER | Striped big cat of Asia
      ZEBRA | Striped horse of the African plains
      CAMEL | Desert animal with one or two humps
      OTTER | Playful river swimmer that floats on its back
      PANDA | Black and white bear that eats bamboo
      LLAMA | Woolly pack animal of the Andes
      KOALA | Tree-dwelling marsupial that eats eucalyptus
      EAGLE | Large bird of prey with a hooked beak
      RABBIT | Burrowing animal with long ears and a fluffy tail
      DONKEY | Long-eared relative of the horse
      BEAVER | Builder of dams with a flat tail
      MONKEY | Tree climber that loves bananas, in cartoons
      TURTLE | Reptile that carries its shell
      PARROT | Colourful bird that can copy words
      SQUIRREL | Bushy-tailed collector of nuts
      GIRAFFE | Tallest animal, with a very long neck
      ELEPHANT | Largest land animal, with a trunk
      KANGAROO | Hopper with a pouch from Australia
      HEDGEHOG | Small animal covered in spines
      PENGUIN | Bird that swims but cannot fly
      DOLPHIN | Clever sea mammal that clicks and whistles
      OSTRICH | Largest bird, a fast runner
    `),
    familiar: [
      "HEN",
      "OWL",
      "FOX",
      "APE",
      "ELK",
      "DEER",
      "SWAN",
      "HARE",
      "ZEBRA",
      "CAMEL",
      "OTTER",
      "PANDA",
      "LLAMA",
      "KOALA",
      "DONKEY",
      "BEAVER",
      "TURTLE",
      "SQUIRREL",
      "GIRAFFE",
      "KANGAROO",
      "HEDGEHOG",
      "DOLPHIN",
      "OSTRICH",
    ],
    rare: [],
  },
  kitchen: {
    entries: entries(`
      PAN | Flat pot for frying
      POT | Deep pan for soup
      CUP | Mug's smaller cousin with a saucer
      JAR | Glass container with a lid
      OVEN | Where a cake is baked
      SINK | Where the dishes are washed
      FORK | Tool with prongs for eating
      BOWL | Deep dish for cereal
      LADLE | Big spoon for serving soup
      KNIFE | Sharp tool for slicing
      SPOON | Tool for stirring tea
      PLATE | Flat dish for a meal
      WHISK | Wire tool for beating eggs
      TOAST | Browned slice of bread
      BREAD | Loaf from the baker
      FLOUR | Milled grain for baking
      SUGAR | Sweet white crystals
      HONEY | Sweet syrup made by bees
      SALT | Seasoning shaken with pepper
      RICE | Grain served with curry
      SOUP | Hot meal eaten from a bowl
      STEW | Slow-cooked dish of meat and vegetables
      BAKE | Cook in the oven
      BOIL | Heat water until it bubbles
      FRY | Cook in hot oil
      CHOP | Cut into small pieces
      GRILL | Cook under strong heat
      PASTA | Italian staple such as spaghetti
      SALAD | Bowl of mixed leaves
      BUTTER | Spread for bread made from cream
      CHEESE | Food made from milk, such as cheddar
      KETTLE | Appliance for boiling water
      APRON | Cloth worn to keep clothes clean when cooking
      RECIPE | Instructions for a dish
      TEAPOT | Vessel for brewing tea
      TOASTER | Appliance that browns bread
      FREEZER | Cold cupboard for ice cream
      COLANDER | Bowl with holes for draining pasta
      BLENDER | Appliance for smoothies
      SPATULA | Flat tool for turning pancakes
      PANCAKE | Flat breakfast cake cooked in a pan
      OMELETTE | Folded dish of beaten eggs
      SANDWICH | Filling between two slices of bread
      CUPBOARD | Where the plates are kept
    `),
    familiar: [
      "JAR",
      "OVEN",
      "LADLE",
      "SPOON",
      "WHISK",
      "STEW",
      "GRILL",
      "PASTA",
      "SALAD",
      "APRON",
      "TOASTER",
      "FREEZER",
      "COLANDER",
      "SPATULA",
      "PANCAKE",
      "OMELETTE",
    ],
    rare: ["BLENDER"],
  },
  nature: {
    entries: entries(`
      SUN | Star that lights our day
      SKY | Blue space above us
      SEA | Salty water that covers most of the planet
      FOG | Cloud at ground level
      ICE | Frozen water
      DEW | Morning drops on the grass
      OAK | Tree that grows from an acorn
      ELM | Shade tree with a toothed leaf
      FERN | Green plant with feathery fronds
      MOSS | Soft green carpet on rocks
      LAKE | Body of fresh water
      POND | Small still water where ducks swim
      HILL | Small mountain
      RAIN | Water falling from clouds
      SNOW | White flakes of winter
      WIND | Moving air
      LEAF | Green part of a tree that falls in autumn
      ROCK | Hard lump of stone
      CAVE | Hollow in a cliff
      TREE | Tall plant with a trunk
      RIVER | Flowing water that runs to the sea
      CLOUD | White puff in the sky
      STORM | Wild weather with thunder
      FOREST | Large area full of trees
      VALLEY | Low land between hills
      DESERT | Dry, sandy land
      ISLAND | Land surrounded by water
      CANYON | Deep gorge cut by a river
      MEADOW | Grassy field full of flowers
      FLOWER | Blossom of a plant
      PEBBLE | Small smooth stone
      BREEZE | Gentle wind
      THUNDER | Loud rumble after lightning
      RAINBOW | Arc of colours after rain
      SUNRISE | Start of the day in the east
      VOLCANO | Mountain that can erupt
      WATERFALL | Where a river drops over a cliff
      MOUNTAIN | Very high hill
      BUTTERFLY | Winged insect that was once a caterpillar
      GLACIER | Slow river of ice
      SUNFLOWER | Tall yellow flower that turns to the light
      BLOSSOM | Spring flowers on a fruit tree
    `),
    familiar: [
      "DEW",
      "OAK",
      "ELM",
      "FERN",
      "MOSS",
      "POND",
      "CANYON",
      "MEADOW",
      "PEBBLE",
      "THUNDER",
      "VOLCANO",
      "WATERFALL",
      "BUTTERFLY",
      "GLACIER",
      "SUNFLOWER",
      "BLOSSOM",
    ],
    rare: [],
  },
  travel: {
    entries: entries(`
      BUS | Big road vehicle for many passengers
      CAR | Family vehicle with four wheels
      MAP | Chart for finding the way
      TAXI | Cab hailed on a street
      TRAIN | It runs on rails between stations
      PLANE | It flies you abroad
      SHIP | Large boat that crosses oceans
      BOAT | Small vessel on the water
      BIKE | Two-wheeler with pedals
      TRIP | Short journey
      TOUR | Guided visit of the sights
      HOTEL | Place to stay with a lobby and rooms
      BEACH | Sandy shore for sunbathing
      VISA | Permission stamped in a passport
      TENT | Shelter for camping
      ROAD | Way for cars
      FERRY | Boat that carries cars across water
      TICKET | Pass that lets you board
      PASSPORT | Document for crossing borders
      AIRPORT | Where flights take off
      LUGGAGE | Bags and cases for a journey
      SUITCASE | Case with wheels for clothes
      JOURNEY | Travel from one place to another
      HOLIDAY | Time off, often spent away
      CAMERA | Device for holiday snaps
      COMPASS | Instrument that points north
      STATION | Where trains stop
      CRUISE | Holiday on a large ship
      TRAVEL | Go from place to place
      CAMPING | Sleeping outdoors in a tent
      PILOT | Person who flies the plane
      ARRIVAL | Reaching your destination
      DEPARTURE | Leaving time on a board
      BORDER | Line between two countries
      SOUVENIR | Keepsake from a trip
      POSTCARD | Picture card sent home
      GUIDE | Person who shows visitors around
      RESORT | Holiday place with pools and sports
      LUNCH | Midday meal on a day trip
      ROUTE | Way planned from start to end
      ABROAD | In a foreign country
      HARBOUR | Sheltered place where boats moor
      SCENERY | Landscape seen along the way
      JET | Fast plane
      VAN | Box-shaped vehicle for moving house
      GATE | Where you wait to board a flight
      SEAT | Place to sit on a train
      PARK | Green space in a city, or leave the car there
      LANE | Narrow country road
      CITY | Big town to explore
      BAG | Something to pack for a weekend
      FLIGHT | Journey by air
      COAST | Where the land meets the sea
      VIEW | What you see from the window
    `),
    familiar: [
      "BIKE",
      "VISA",
      "TENT",
      "FERRY",
      "SUITCASE",
      "COMPASS",
      "CAMPING",
      "SOUVENIR",
      "HARBOUR",
    ],
    rare: [],
  },
};

export const CLUED_THEMES: readonly CluedTheme[] = CLUED_THEME_NAMES.map((theme) => ({
  ...theme,
  ...THEMES[theme.id],
}));

export function findCluedTheme(id: string): CluedTheme | undefined {
  return CLUED_THEMES.find((theme) => theme.id === id);
}
