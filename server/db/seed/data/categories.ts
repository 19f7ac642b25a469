import type { CategorySeed, SizeOption } from "../catalogue-types";
import { ageSizes, capacities, colours, diaperSizes, garmentSizes, packs, pieceSets, volumes } from "./option-seeds";

const NEWBORN: SizeOption = { label: "Newborn", size: "NB" };
const SMALL: SizeOption = { label: "Small", size: "S" };

/** The eight categories of the demo shop, in menu order, with their subcategories and product lines. */
export const demoCategories: readonly CategorySeed[] = [
  {
    name: "Feeding",
    slug: "feeding",
    icon: "🍼",
    description: "Bottles, breast pumps, sippy cups and weaning essentials for every stage from the first feed to family meals.",
    editions: ["Sky Blue", "Blush Pink", "Mint Green", "Sunny Yellow", "Lavender", "Pearl White", "Peach"],
    picture: "bottle",
    palette: { background: "#e3f2fd", accent: "#4a90c2" },
    subcategories: [
      {
        name: "Feeding Bottles",
        icon: "🍼",
        lines: [
          {
            type: "Anti-Colic Feeding Bottle",
            brands: ["Philips Avent", "Dr. Brown's", "Pigeon", "Chicco"],
            options: [capacities(125, 260, 330)],
            rupees: [349, 1899],
            tags: ["anti-colic", "bpa-free", "newborn"],
            summary: "A BPA-free feeding bottle with a venting system that lets air out instead of into your baby's tummy.",
            details:
              "The wide neck makes it easy to fill and scrub, and the soft silicone teat flexes like the breast for an easier switch between breast and bottle. All parts can be sterilised by steam or boiling. Comes with a slow-flow teat suited to newborns.",
          },
          {
            type: "Glass Feeding Bottle",
            brands: ["Pigeon", "Mee Mee", "LuvLap", "Babyhug"],
            options: [capacities(120, 240)],
            rupees: [299, 899],
            tags: ["glass", "bpa-free", "feeding"],
            summary: "A heat-resistant borosilicate glass bottle that does not hold on to milk smells or stains.",
            details:
              "Glass goes straight from the steriliser to the bottle warmer and is easy to check for cleanliness. Measurement markings are printed in both ml and oz and do not fade with boiling. Fits standard-neck teats of the same brand.",
          },
        ],
      },
      {
        name: "Sippy Cups",
        icon: "🥤",
        lines: [
          {
            type: "Spout Sippy Cup",
            brands: ["Mee Mee", "LuvLap", "Chicco", "Babyhug"],
            options: [capacities(150, 240)],
            rupees: [199, 699],
            tags: ["sippy", "spill-proof", "toddler"],
            summary: "A spill-proof cup with a soft silicone spout and easy-grip handles for babies learning to drink on their own.",
            details:
              "The valve only lets liquid through when your little one sucks, so a tumble off the sofa is not a disaster. The handles come off once your toddler can hold the cup with both hands. Suitable from six months.",
          },
          {
            type: "Weighted Straw Cup",
            brands: ["Philips Avent", "Pigeon", "Mothercare"],
            options: [capacities(200, 300)],
            rupees: [399, 1199],
            tags: ["straw", "toddler", "bpa-free"],
            summary: "A straw cup with a weighted straw, so your toddler can drink at any angle until the last sip.",
            details:
              "Drinking from a straw builds the lip and tongue muscles that are also used for speech. The flip lid keeps the straw clean inside the nappy bag, and every part comes apart for washing. Recommended from nine months.",
          },
        ],
      },
      {
        name: "Breast Pumps",
        icon: "🤱",
        lines: [
          {
            type: "Manual Breast Pump",
            brands: ["Philips Avent", "Pigeon", "Lansinoh", "Mee Mee", "LuvLap"],
            variants: ["Standard Kit", "Kit with Storage Bottle"],
            rupees: [1499, 3499],
            tags: ["breastfeeding", "manual", "nursing"],
            summary: "A lightweight hand-operated breast pump for occasional expressing at home or at work.",
            details:
              "A soft massage cushion and an easy-squeeze handle help milk flow comfortably without needing a plug point. It assembles in seconds, and every part that touches milk is BPA-free. Quiet enough to use discreetly in an office feeding room.",
          },
          {
            type: "Electric Breast Pump",
            brands: ["Philips Avent", "Lansinoh", "Chicco", "R for Rabbit"],
            variants: ["Single", "Double"],
            rupees: [4999, 12999],
            tags: ["breastfeeding", "electric", "nursing"],
            summary: "A rechargeable electric breast pump with a gentle stimulation mode and several suction levels.",
            details:
              "The built-in battery lasts several sessions between charges, which helps during power cuts. A clear display shows the session timer and suction level. The double model expresses from both sides at once and saves precious time for working mothers.",
          },
        ],
      },
      {
        name: "Bowls & Spoons",
        icon: "🥣",
        lines: [
          {
            type: "Suction Bowl Set",
            brands: ["Mee Mee", "LuvLap", "Babyhug", "Mothercare"],
            variants: ["Set of 2", "Set of 3"],
            rupees: [299, 899],
            tags: ["weaning", "bowls", "toddler"],
            summary: "Weaning bowls with a strong suction base that stays put on the high-chair tray.",
            details:
              "Made of food-grade, BPA-free plastic that is microwave-safe for warming dal and khichdi. Snap-on lids keep leftovers fresh in the fridge. Safe on the top rack of the dishwasher.",
          },
          {
            type: "Soft-Tip Weaning Spoons",
            brands: ["Philips Avent", "Pigeon", "Chicco", "Dr. Brown's"],
            variants: ["Pack of 2", "Pack of 4"],
            rupees: [199, 599],
            tags: ["weaning", "spoons", "silicone"],
            summary: "Spoons with soft silicone tips that are gentle on tender gums during the first solid meals.",
            details:
              "The long handle reaches the bottom of bowls and jars, and the shallow scoop holds just enough purée for a small mouth. The spoons can go into the steriliser and the dishwasher.",
          },
        ],
      },
      {
        name: "Bibs & Burp Cloths",
        icon: "🧣",
        lines: [
          {
            type: "Waterproof Bib",
            brands: ["Babyhug", "Mothercare", "LuvLap", "Mee Mee"],
            options: [packs(2, 3, 5)],
            rupees: [199, 799],
            tags: ["bibs", "waterproof", "weaning"],
            summary: "Soft waterproof bibs with a crumb-catching pocket for messy mealtimes.",
            details:
              "The adjustable neck closure grows with your baby and fastens without scratching. The wipe-clean surface means most spills rinse off under the tap. Machine washable at 30°C.",
          },
          {
            type: "Muslin Burp Cloth",
            brands: ["Mothercare", "Babyhug", "R for Rabbit"],
            options: [packs(3, 6)],
            rupees: [299, 999],
            tags: ["muslin", "cotton", "newborn"],
            summary: "Breathable cotton muslin cloths for burping, wiping and quick clean-ups.",
            details:
              "Layered muslin is very absorbent yet dries quickly, even in the monsoon. The cloths become softer with every wash. Large enough to double as a light cover during feeds.",
          },
        ],
      },
      {
        name: "Sterilisers",
        icon: "🫧",
        lines: [
          {
            type: "Electric Steam Steriliser",
            brands: ["Philips Avent", "Chicco", "Mee Mee", "Dr. Brown's"],
            variants: ["Standard", "With Dryer"],
            rupees: [2499, 9999],
            tags: ["steriliser", "hygiene", "bottles"],
            summary: "An electric steam steriliser that kills 99.9% of germs on up to six bottles in a few minutes.",
            details:
              "Add water, load the bottles and press the button; the unit switches itself off at the end of the cycle. Everything stays sterile for several hours if the lid is kept closed. The model with a dryer also dries the bottles with filtered warm air.",
          },
          {
            type: "Microwave Steriliser",
            brands: ["Philips Avent", "Pigeon", "LuvLap"],
            variants: ["Compact", "Large"],
            rupees: [999, 2499],
            tags: ["steriliser", "microwave", "travel"],
            summary: "A microwave steam steriliser that cleans bottles, teats and pump parts in about two minutes.",
            details:
              "No plug is needed, so it is handy at the grandparents' house and on holidays. Clips on the lid keep it sealed while the steam does its work. The large size holds up to four bottles.",
          },
        ],
      },
      {
        name: "Teethers",
        icon: "🦷",
        lines: [
          {
            type: "Silicone Teether",
            brands: ["Mee Mee", "LuvLap", "Pigeon", "Chicco", "Babyhug"],
            variants: ["Single", "Pack of 2"],
            rupees: [199, 599],
            tags: ["teething", "silicone", "soothing"],
            summary: "A soft, textured silicone teether that soothes sore gums when the first teeth come through.",
            details:
              "Different bumps and ridges massage the front gums as well as the back. It is light and shaped for little hands to hold. Cool it in the fridge, never the freezer, for extra relief.",
          },
          {
            type: "Water-Filled Teether",
            brands: ["Mothercare", "Dr. Brown's", "Funskool"],
            variants: ["Single", "Set of 3"],
            rupees: [249, 699],
            tags: ["teething", "cooling", "baby"],
            summary: "A water-filled teether ring that stays cool after a short rest in the fridge.",
            details:
              "The sealed ring is filled with purified water and has no small parts. Its bright colours and easy-grip shape keep little fingers busy while it soothes. Wash in warm soapy water; do not boil.",
          },
        ],
      },
      {
        name: "Bottle Warmers",
        icon: "♨️",
        lines: [
          {
            type: "Fast Bottle Warmer",
            brands: ["Philips Avent", "Chicco", "Mee Mee", "R for Rabbit", "Dr. Brown's"],
            variants: ["Standard", "Bottle & Food"],
            rupees: [1299, 4999],
            tags: ["warmer", "electric", "bottles"],
            summary: "An electric warmer that brings milk to body temperature in about three minutes, without hot spots.",
            details:
              "It fits most bottle sizes and baby food jars, and keeps milk warm for night feeds. The bottle-and-food model also heats purées evenly for weaning babies. Switches off on its own when the water runs low.",
          },
          {
            type: "Insulated Bottle Bag",
            brands: ["LuvLap", "Babyhug", "Mothercare"],
            variants: ["Single", "Twin"],
            rupees: [299, 799],
            tags: ["insulated", "travel", "bottles"],
            summary: "An insulated carry bag that keeps milk bottles warm or cool for a few hours on the go.",
            details:
              "A thick foil lining and a zip closure hold the temperature through a day out or a train journey. The strap clips on to a stroller or nappy bag. Wipe clean with a damp cloth.",
          },
        ],
      },
      {
        name: "Pacifiers & Fruit Feeders",
        icon: "🍓",
        lines: [
          {
            type: "Orthodontic Pacifier",
            brands: ["Philips Avent", "Pigeon", "Chicco", "Dr. Brown's"],
            variants: ["0-6 Months", "6-18 Months"],
            rupees: [249, 799],
            tags: ["pacifier", "soothing", "orthodontic"],
            summary: "A pair of orthodontic pacifiers with a symmetrical silicone nipple that respects the natural development of the palate.",
            details:
              "Large air holes in the shield keep the skin around the mouth dry. The pacifiers come in a sterilising travel case. Replace every one to two months for hygiene.",
          },
          {
            type: "Fruit Nibbler",
            brands: ["Mee Mee", "LuvLap", "Babyhug"],
            variants: ["Single", "Pack of 2"],
            rupees: [149, 449],
            tags: ["weaning", "nibbler", "teething"],
            summary: "A fruit feeder with a silicone mesh, so your baby can safely enjoy fresh fruit without choking on big pieces.",
            details:
              "Fill it with banana, chikoo or chilled watermelon and let your baby suck and chew. It also doubles as a cool teether with frozen breast milk cubes. The mesh pops out for thorough cleaning.",
          },
        ],
      },
    ],
  },
  {
    name: "Baby Gear",
    slug: "baby-gear",
    icon: "🚼",
    description: "Strollers, car seats, carriers and nursery furniture that make getting around and settling down easier.",
    editions: ["Charcoal Grey", "Navy Blue", "Olive Green", "Rose Pink", "Beige", "Jet Black", "Teal"],
    picture: "stroller",
    palette: { background: "#ede7f6", accent: "#6a5aa8" },
    subcategories: [
      {
        name: "Strollers & Prams",
        icon: "🛒",
        lines: [
          {
            type: "Lightweight Stroller",
            brands: ["R for Rabbit", "LuvLap", "Chicco", "Babyhug"],
            variants: ["Compact", "Reversible Handle"],
            rupees: [4999, 14999],
            tags: ["stroller", "travel", "foldable"],
            summary: "A lightweight stroller with a one-hand fold that fits easily in a car boot or under an aeroplane seat.",
            details:
              "The multi-position recline lets your baby nap on the go, and the large canopy offers UPF 50+ sun protection. All-wheel suspension handles broken pavements and speed breakers. Suitable from birth up to 15 kg.",
          },
          {
            type: "Travel System Pram",
            brands: ["Chicco", "Mothercare", "R for Rabbit"],
            variants: ["Pram", "Pram with Car Seat"],
            rupees: [11999, 34999],
            tags: ["pram", "newborn", "premium"],
            summary: "A premium pram with a flat-lying bassinet that converts into a toddler seat as your baby grows.",
            details:
              "The seat can face you or the world, and the infant car seat of the travel-system model clicks straight on to the frame. Big rubber wheels and a padded handlebar make long evening walks comfortable. Comes with a rain cover and mosquito net.",
          },
        ],
      },
      {
        name: "Car Seats",
        icon: "🚗",
        lines: [
          {
            type: "Infant Car Seat",
            brands: ["Chicco", "R for Rabbit", "Mothercare", "Babyhug"],
            variants: ["Standard", "With ISOFIX Base"],
            rupees: [5999, 18999],
            tags: ["carseat", "safety", "newborn"],
            summary: "A rear-facing infant car seat tested to European safety standards, for babies from birth to 13 kg.",
            details:
              "Deep side wings and energy-absorbing foam protect against side impacts. A newborn insert keeps tiny babies snug, and the handle doubles as a carry cot. The ISOFIX base lets you click the seat in and out in seconds.",
          },
          {
            type: "Convertible Car Seat",
            brands: ["Chicco", "R for Rabbit", "LuvLap"],
            variants: ["Standard", "ISOFIX"],
            rupees: [7999, 24999],
            tags: ["carseat", "isofix", "toddler"],
            summary: "A convertible car seat that faces the rear for babies and turns to face forward for toddlers up to 18 kg.",
            details:
              "A five-point harness and adjustable headrest grow with your child. Several recline positions keep your little one comfortable on long road trips. The padded cover comes off for machine washing.",
          },
        ],
      },
      {
        name: "Baby Carriers",
        icon: "🎒",
        lines: [
          {
            type: "Ergonomic Baby Carrier",
            brands: ["Chicco", "R for Rabbit", "LuvLap", "Mothercare", "Babyhug"],
            variants: ["3-Way", "4-Way with Hip Seat"],
            rupees: [1499, 5999],
            tags: ["carrier", "ergonomic", "babywearing"],
            summary: "An ergonomic carrier that keeps your baby in the healthy M-position while spreading the weight across your back and hips.",
            details:
              "Padded shoulder straps and a wide waist belt make it comfortable for long walks and temple visits. Breathable cotton mesh helps in hot weather. Suitable from 3.5 kg to 15 kg.",
          },
          {
            type: "Cotton Baby Wrap",
            brands: ["Babyhug", "Mee Mee"],
            variants: ["Standard", "Extra Long"],
            rupees: [899, 1999],
            tags: ["wrap", "cotton", "newborn"],
            summary: "A soft, stretchy cotton wrap that holds your newborn close for skin-to-skin contact.",
            details:
              "One length of breathable fabric ties securely around the parent, with no buckles to fiddle with. Ideal for the fourth trimester, when babies love to be held. Machine washable.",
          },
        ],
      },
      {
        name: "High Chairs",
        icon: "🪑",
        lines: [
          {
            type: "Convertible High Chair",
            brands: ["Chicco", "R for Rabbit", "LuvLap", "Babyhug"],
            variants: ["Standard", "Reclining"],
            rupees: [3499, 14999],
            tags: ["highchair", "feeding", "adjustable"],
            summary: "A height-adjustable high chair that converts into a toddler chair when your child outgrows the tray.",
            details:
              "The removable tray is dishwasher-safe, and the five-point harness keeps wriggly babies secure. Several height settings let your baby join the family at the dining table. Folds flat for storage in small homes.",
          },
          {
            type: "Portable Booster Seat",
            brands: ["Mee Mee", "Babyhug", "Fisher-Price"],
            variants: ["Standard", "With Tray"],
            rupees: [1299, 3499],
            tags: ["booster", "feeding", "portable"],
            summary: "A compact booster seat that straps on to any dining chair, at home or at a restaurant.",
            details:
              "Three height positions and secure chair straps keep your toddler at the right level for the table. The wipe-clean seat handles ghee and turmeric stains. Folds into a carry bag for travel.",
          },
        ],
      },
      {
        name: "Cribs & Cots",
        icon: "🛏️",
        lines: [
          {
            type: "Wooden Cot",
            brands: ["R for Rabbit", "Babyhug", "Mothercare"],
            variants: ["Standard", "With Mattress"],
            rupees: [6999, 19999],
            tags: ["cot", "wooden", "nursery"],
            summary: "A sturdy pinewood cot with an adjustable mattress base and smooth, non-toxic finish.",
            details:
              "The base can be lowered as your baby starts to sit and stand. Rounded corners and carefully spaced bars keep little arms and legs safe. It converts into a toddler bed when one side is removed.",
          },
          {
            type: "Portable Bassinet",
            brands: ["Chicco", "LuvLap", "Mee Mee"],
            variants: ["Standard", "With Mosquito Net"],
            rupees: [2999, 11999],
            tags: ["bassinet", "newborn", "portable"],
            summary: "A bedside bassinet that keeps your newborn within arm's reach through the night.",
            details:
              "Mesh sides let you see your baby and let air flow freely. It folds into a carry bag for trips to the grandparents' home. Suitable from birth until your baby can roll over or push up on hands and knees.",
          },
        ],
      },
      {
        name: "Walkers & Bouncers",
        icon: "🎠",
        lines: [
          {
            type: "Baby Bouncer",
            brands: ["Fisher-Price", "R for Rabbit", "LuvLap"],
            variants: ["Vibrating", "Musical"],
            rupees: [2499, 8999],
            tags: ["bouncer", "soothing", "newborn"],
            summary: "A cosy bouncer with gentle vibrations and a toy bar that keeps your baby calm and entertained.",
            details:
              "The seat bounces naturally as your baby kicks, and the calming vibrations can help settle a fussy baby. A three-point harness keeps your little one secure. Suitable from birth until your baby can sit up unaided.",
          },
          {
            type: "Musical Baby Walker",
            brands: ["Fisher-Price", "Babyhug", "Mee Mee"],
            variants: ["Standard", "With Activity Tray"],
            rupees: [1499, 4499],
            tags: ["walker", "activity", "toddler"],
            summary: "A height-adjustable walker with a musical activity tray for babies who are ready to explore.",
            details:
              "Wide-set wheels and friction stoppers keep it stable on tiled floors. The tray of lights, tunes and spinners keeps curious babies busy. Always use on flat floors, away from stairs, under adult supervision.",
          },
        ],
      },
      {
        name: "Bedding & Nests",
        icon: "🛌",
        lines: [
          {
            type: "Cot Bedding Set",
            brands: ["Mothercare", "Babyhug", "Mee Mee"],
            variants: ["3-Piece", "5-Piece"],
            rupees: [999, 3999],
            tags: ["bedding", "cotton", "nursery"],
            summary: "A soft cotton bedding set for the cot, with a fitted sheet, quilt and matching pillow.",
            details:
              "Pure cotton fabric is breathable and gentle on delicate skin. The fitted sheet has elastic corners so it stays in place. The 5-piece set adds bolsters and a mosquito net.",
          },
          {
            type: "Sleeping Nest",
            brands: ["LuvLap", "Mee Mee", "R for Rabbit"],
            variants: ["Standard", "With Pillow"],
            rupees: [899, 2999],
            tags: ["nest", "sleep", "newborn"],
            summary: "A snug, portable sleeping nest that gives newborns the secure feeling of being held.",
            details:
              "Soft padded bolsters surround your baby while the flat base supports safe back sleeping. It fits on the adult bed or inside a cot. The cover zips off for washing.",
          },
          {
            type: "Muslin Swaddle",
            brands: ["Mothercare", "Babyhug", "LuvLap"],
            variants: ["Pack of 2", "Pack of 4"],
            rupees: [499, 1499],
            tags: ["swaddle", "muslin", "newborn"],
            summary: "Large, airy muslin swaddles that help newborns sleep longer by calming the startle reflex.",
            details:
              "Breathable cotton muslin is ideal for Indian summers. Each swaddle measures 120 x 120 cm, big enough to wrap securely. They also work as stroller covers, nursing covers and play mats.",
          },
        ],
      },
    ],
  },
  {
    name: "Diapering",
    slug: "diapering",
    icon: "🧷",
    description: "Diaper pants, taped diapers, wipes and rash care that keep your baby dry, clean and comfortable.",
    editions: ["Value Pack", "Jumbo Pack", "Monthly Pack", "Travel Pack", "Combo Pack", "Starter Pack", "Mega Pack"],
    picture: "diaper",
    palette: { background: "#e8f5e9", accent: "#4c9a6a" },
    subcategories: [
      {
        name: "Diaper Pants",
        icon: "🩲",
        lines: [
          {
            type: "All-Night Diaper Pants",
            brands: ["Pampers", "Huggies", "MamyPoko"],
            options: [diaperSizes("S", "M", "L", "XL", "XXL"), packs(1, 2)],
            contents: "32 Count",
            rupees: [549, 1899],
            tags: ["diapers", "pants", "overnight"],
            summary: "Pull-up diaper pants that lock away wetness for up to 12 hours, so your baby sleeps through the night.",
            details:
              "A soft, stretchy waistband fits comfortably without leaving red marks. The absorbent core spreads wetness evenly, and the wetness indicator shows when it is time for a change. Easy to pull on and off, even with an active baby.",
          },
          {
            type: "Cotton Soft Diaper Pants",
            brands: ["Himalaya", "Babyhug", "Huggies"],
            options: [diaperSizes("S", "M", "L", "XL"), packs(1, 2)],
            contents: "42 Count",
            rupees: [399, 1499],
            tags: ["diapers", "pants", "everyday"],
            summary: "Everyday diaper pants with a cotton-like top sheet that feels gentle on delicate skin.",
            details:
              "The breathable outer cover lets air circulate to help prevent rashes in hot, humid weather. Leak guards around the legs keep messes in. Good value for daytime use.",
          },
        ],
      },
      {
        name: "Taped Diapers",
        icon: "👶",
        lines: [
          {
            type: "Taped Diapers",
            brands: ["Pampers", "Huggies", "MamyPoko", "Babyhug"],
            options: [diaperSizes("NB", "S", "M", "L"), packs(1, 2)],
            contents: "42 Count",
            rupees: [399, 1699],
            tags: ["diapers", "taped", "newborn"],
            summary: "Soft taped diapers with refastenable tapes for a secure, adjustable fit around tiny waists.",
            details:
              "The newborn size has a cut-out for the umbilical cord stump. A breathable outer cover and absorbent core keep skin dry between changes. The tapes can be opened and closed again without tearing.",
          },
          {
            type: "Overnight Taped Diapers",
            brands: ["Pampers", "Huggies"],
            options: [diaperSizes("M", "L", "XL"), packs(1, 2)],
            contents: "26 Count",
            rupees: [649, 1599],
            tags: ["diapers", "taped", "overnight"],
            summary: "Extra-absorbent taped diapers for long stretches of sleep without leaks.",
            details:
              "A thicker core and higher back waistband stop night-time leaks. Soft stretchy sides move with your baby. Lotion with aloe vera helps protect skin through the night.",
          },
        ],
      },
      {
        name: "Baby Wipes",
        icon: "🧻",
        lines: [
          {
            type: "Baby Wipes",
            brands: ["Pampers", "Huggies", "MamyPoko", "Johnson's Baby", "Himalaya"],
            options: [packs(1, 3, 6)],
            contents: "72 Count",
            rupees: [99, 449],
            tags: ["wipes", "gentle", "travel"],
            summary: "Soft, thick baby wipes for nappy changes, sticky hands and faces.",
            details:
              "The wipes are alcohol-free and dermatologically tested for baby skin. A resealable lid keeps them moist to the last wipe. Also handy for wiping down high-chair trays on the go.",
          },
          {
            type: "99% Water Wipes",
            brands: ["Mamaearth", "The Moms Co.", "Sebamed", "Babyhug"],
            options: [packs(1, 3, 6)],
            contents: "72 Count",
            rupees: [149, 449],
            tags: ["wipes", "fragrance-free", "sensitive"],
            summary: "Fragrance-free wipes made of 99% purified water, gentle enough for a newborn's skin.",
            details:
              "Free from alcohol, parabens and perfume, they suit babies with sensitive or eczema-prone skin. Plant-based fibres make the wipes soft and strong. The flip-top lid keeps them from drying out.",
          },
        ],
      },
      {
        name: "Cloth Diapers",
        icon: "♻️",
        lines: [
          {
            type: "Reusable Cloth Diaper",
            brands: ["Babyhug", "Mee Mee", "LuvLap", "Mothercare"],
            variants: ["Single", "Pack of 3"],
            rupees: [449, 1899],
            tags: ["cloth", "reusable", "eco-friendly"],
            summary: "A washable, adjustable cloth diaper with a waterproof outer layer and a soft dry-feel lining.",
            details:
              "Snap buttons adjust the size from about 3 months to 3 years. Each diaper comes with an absorbent insert and can be washed hundreds of times, saving money and waste. Dries quickly in the sun.",
          },
          {
            type: "Cotton Nappies",
            brands: ["Mothercare", "Babyhug"],
            sizes: [NEWBORN, SMALL],
            variants: ["Pack of 5", "Pack of 10"],
            rupees: [299, 999],
            tags: ["cotton", "nappy", "newborn"],
            summary: "Traditional soft cotton nappies (langots) with tie strings, ideal for the first months at home.",
            details:
              "Pure cotton lets delicate skin breathe and helps to give it a diaper-free break. The nappies are easy to wash and dry fast. Many parents use them at home during the day and diapers at night.",
          },
        ],
      },
      {
        name: "Diaper Rash Care",
        icon: "🩹",
        lines: [
          {
            type: "Diaper Rash Cream",
            brands: ["Himalaya", "Sebamed", "Mamaearth", "Cetaphil Baby", "The Moms Co."],
            options: [volumes("g", 20, 50, 100)],
            rupees: [149, 699],
            tags: ["rash", "cream", "zinc"],
            summary: "A soothing cream that forms a protective barrier against wetness and calms red, irritated skin.",
            details:
              "Zinc oxide and calming botanicals help heal existing redness and prevent new rashes. Apply a thin layer at every nappy change. Free from parabens and artificial colours.",
          },
        ],
      },
      {
        name: "Changing Essentials",
        icon: "👜",
        lines: [
          {
            type: "Changing Mat",
            brands: ["Mothercare", "Babyhug", "LuvLap", "Mee Mee"],
            variants: ["Standard", "Large"],
            rupees: [299, 999],
            tags: ["changing", "waterproof", "travel"],
            summary: "A waterproof, padded changing mat that protects beds and sofas during nappy changes.",
            details:
              "The soft quilted top is comfortable for your baby, and the waterproof base wipes clean. It folds small enough for the nappy bag. Machine washable.",
          },
          {
            type: "Diaper Bag Backpack",
            brands: ["R for Rabbit", "Mothercare", "Chicco", "LuvLap"],
            variants: ["Standard", "With Changing Pad"],
            rupees: [1299, 3999],
            tags: ["bag", "travel", "backpack"],
            summary: "A roomy diaper backpack with insulated bottle pockets and a wipes compartment.",
            details:
              "More than ten pockets keep diapers, clothes, bottles and your own things organised. Stroller straps let you hang it on the handle. The water-resistant fabric wipes clean easily.",
          },
        ],
      },
    ],
  },
  {
    name: "Skincare",
    slug: "skincare",
    icon: "🧴",
    description: "Gentle lotions, shampoos, washes, oils and creams made for the delicate skin of babies.",
    editions: ["Lavender", "Chamomile", "Aloe Vera", "Shea Butter", "Almond", "Calendula", "Rose", "Unscented"],
    picture: "tube",
    palette: { background: "#fff3e0", accent: "#d9822b" },
    subcategories: [
      {
        name: "Baby Lotion",
        icon: "🧴",
        lines: [
          {
            type: "Baby Lotion",
            brands: ["Johnson's Baby", "Himalaya", "Sebamed", "Cetaphil Baby", "Mamaearth", "The Moms Co."],
            options: [volumes("ml", 100, 200, 400)],
            rupees: [149, 899],
            tags: ["lotion", "moisturiser", "gentle"],
            summary: "A light, non-greasy baby lotion that keeps delicate skin soft and moisturised for up to 24 hours.",
            details:
              "It absorbs quickly, so your baby can be dressed right after the massage or bath. Clinically tested to be mild on newborn skin. Free from parabens and harsh dyes.",
          },
        ],
      },
      {
        name: "Baby Shampoo",
        icon: "🫧",
        lines: [
          {
            type: "Baby Shampoo",
            brands: ["Johnson's Baby", "Himalaya", "Sebamed", "Mamaearth", "Chicco"],
            options: [volumes("ml", 100, 200, 400)],
            rupees: [129, 799],
            tags: ["shampoo", "no-tears", "gentle"],
            summary: "A mild, no-tears baby shampoo that cleans fine hair gently without drying the scalp.",
            details:
              "The gentle formula is as mild to the eyes as pure water. It rinses away easily and leaves hair soft and manageable. Suitable for daily use from birth.",
          },
          {
            type: "Wash & Shampoo",
            brands: ["Cetaphil Baby", "The Moms Co."],
            options: [volumes("ml", 230, 400)],
            rupees: [399, 1299],
            tags: ["shampoo", "wash", "sensitive"],
            summary: "A two-in-one wash and shampoo that cleans from head to toe in one step.",
            details:
              "Enriched with calendula and glycerin, it cleans without stripping the skin's natural moisture. The tear-free formula is pH-balanced for newborns. One bottle is all you need at bath time.",
          },
        ],
      },
      {
        name: "Body Wash & Soaps",
        icon: "🧼",
        lines: [
          {
            type: "Baby Body Wash",
            brands: ["Johnson's Baby", "Himalaya", "Sebamed", "Mamaearth", "Chicco"],
            options: [volumes("ml", 200, 400)],
            rupees: [179, 899],
            tags: ["wash", "bath", "gentle"],
            summary: "A soap-free baby body wash that gives a soft lather and rinses off easily.",
            details:
              "The mild, pH-balanced formula protects the natural barrier of your baby's skin. Its light fragrance makes bath time relaxing before bed. Dermatologically tested.",
          },
          {
            type: "Baby Soap",
            brands: ["Johnson's Baby", "Himalaya", "Sebamed", "Mothercare"],
            options: [packs(1, 3)],
            contents: "75 g",
            rupees: [69, 449],
            tags: ["soap", "bath", "moisturising"],
            summary: "A creamy, moisturising baby soap that cleans gently and leaves skin soft.",
            details:
              "Enriched with milk cream and natural oils to prevent dryness after the bath. The rounded bar is easy to hold with wet hands. Suitable for everyday use.",
          },
        ],
      },
      {
        name: "Massage Oils",
        icon: "💧",
        lines: [
          {
            type: "Baby Massage Oil",
            brands: ["Johnson's Baby", "Himalaya", "Mamaearth", "The Moms Co."],
            options: [volumes("ml", 100, 200, 400)],
            rupees: [129, 899],
            tags: ["massage", "oil", "nourishing"],
            summary: "A light, nourishing oil for the traditional daily baby massage.",
            details:
              "A blend of plant oils such as almond, olive and coconut helps keep the skin supple. The non-sticky texture spreads easily and is quickly absorbed. Best used before the bath.",
          },
          {
            type: "Ayurvedic Massage Oil",
            brands: ["Dabur"],
            options: [volumes("ml", 100, 200, 500)],
            rupees: [99, 449],
            tags: ["massage", "ayurvedic", "oil"],
            summary: "A warming Ayurvedic massage oil with sesame oil and herbs, trusted by Indian grandmothers.",
            details:
              "Made to a traditional recipe with til oil, ratanjot and other herbs. Regular massage with it is believed to support healthy growth and sound sleep. Warm slightly before use in winter.",
          },
        ],
      },
      {
        name: "Baby Creams",
        icon: "🌼",
        lines: [
          {
            type: "Baby Cream",
            brands: ["Cetaphil Baby", "Sebamed", "Himalaya", "Johnson's Baby", "Mamaearth", "Chicco"],
            options: [volumes("g", 50, 100, 200)],
            rupees: [149, 999],
            tags: ["cream", "moisturiser", "dry-skin"],
            summary: "A rich baby cream that protects dry cheeks, elbows and knees from harsh weather.",
            details:
              "Shea butter and glycerin lock in moisture for hours, which is especially useful in dry North Indian winters. It is fragrance-light and suitable for the face and body. Apply after the bath and whenever skin feels dry.",
          },
        ],
      },
      {
        name: "Baby Powder",
        icon: "☁️",
        lines: [
          {
            type: "Baby Powder",
            brands: ["Johnson's Baby", "Himalaya", "Mamaearth", "Chicco", "Mothercare"],
            options: [volumes("g", 100, 200, 400)],
            rupees: [99, 549],
            tags: ["powder", "talc-free", "summer"],
            summary: "A soft, talc-free baby powder that absorbs sweat and keeps skin fresh in hot weather.",
            details:
              "Made with corn starch and soothing botanicals to help prevent prickly heat. Shake it into your hand first, away from the baby's face, then pat gently on the skin. Leaves a light, clean fragrance.",
          },
        ],
      },
      {
        name: "Sun & Mosquito Care",
        icon: "☀️",
        lines: [
          {
            type: "Mineral Sunscreen",
            brands: ["The Moms Co.", "Mamaearth", "Sebamed"],
            options: [volumes("ml", 50, 100)],
            rupees: [349, 999],
            tags: ["sunscreen", "mineral", "outdoor"],
            summary: "A gentle mineral sunscreen with SPF 50 for babies over six months and young children.",
            details:
              "Zinc oxide sits on the skin and reflects the sun's rays instead of being absorbed. It is water-resistant for pool days and beach holidays. Free from oxybenzone and fragrance.",
          },
          {
            type: "Mosquito Repellent Patches",
            brands: ["Mamaearth", "The Moms Co.", "Babyhug", "Chicco"],
            options: [packs(24, 60)],
            rupees: [149, 499],
            tags: ["mosquito", "natural", "outdoor"],
            summary: "DEET-free repellent patches with citronella and eucalyptus oils that keep mosquitoes away for hours.",
            details:
              "Stick a patch on your baby's clothes, stroller or cot, never directly on the skin. Each patch stays effective for up to eight hours. Useful on evening walks and during the monsoon.",
          },
        ],
      },
    ],
  },
  {
    name: "Toys",
    slug: "toys",
    icon: "🧸",
    description: "Safe, colourful toys that help babies and toddlers grasp, stack, crawl, listen and learn.",
    editions: ["Rainbow", "Jungle Friends", "Ocean Blue", "Farm Animals", "Pastel", "Space Explorer", "Candy Pink"],
    picture: "teddy",
    palette: { background: "#fff8e1", accent: "#d4a017" },
    subcategories: [
      {
        name: "Rattles & Musical Toys",
        icon: "🎵",
        lines: [
          {
            type: "Rattle Set",
            brands: ["Funskool", "Fisher-Price", "Mee Mee", "Babyhug", "Chicco"],
            variants: ["Set of 4", "Set of 8"],
            rupees: [199, 899],
            tags: ["rattle", "sensory", "newborn"],
            summary: "A set of brightly coloured rattles that help young babies practise grasping and tracking sounds.",
            details:
              "Each rattle has a different shape, texture and sound. They are made of BPA-free plastic and large enough that they cannot be swallowed. Easy to wipe clean.",
          },
          {
            type: "Musical Cot Mobile",
            brands: ["Fisher-Price", "Chicco", "R for Rabbit", "LuvLap"],
            variants: ["Battery Operated", "With Remote"],
            rupees: [1499, 4999],
            tags: ["mobile", "musical", "sleep"],
            summary: "A musical cot mobile with slowly turning soft toys and soothing lullabies.",
            details:
              "Gentle melodies and a soft night light help your baby drift off to sleep. The clamp fits most cots. The remote model lets you restart it without disturbing the baby.",
          },
        ],
      },
      {
        name: "Soft Toys",
        icon: "🧸",
        lines: [
          {
            type: "Plush Teddy Bear",
            brands: ["Funskool", "Mothercare", "Babyhug", "LuvLap"],
            variants: ["20 cm", "30 cm", "45 cm"],
            rupees: [299, 1499],
            tags: ["plush", "teddy", "cuddly"],
            summary: "A huggable plush teddy bear with embroidered eyes that are safe from birth.",
            details:
              "Super-soft fabric and a firm stitch make it a lasting bedtime friend. There are no buttons or beads that could come loose. Surface washable.",
          },
          {
            type: "Snuggle Comforter",
            brands: ["Mothercare", "Fisher-Price", "R for Rabbit"],
            variants: ["Bunny", "Elephant", "Lion"],
            rupees: [399, 999],
            tags: ["comforter", "soft", "sleep"],
            summary: "A small, soft comforter blanket with a plush animal head for babies to cuddle at naptime.",
            details:
              "Satin-edged tags are there for little fingers to explore. It is light enough to carry everywhere and becomes a familiar smell that helps babies settle. Machine washable.",
          },
        ],
      },
      {
        name: "Activity Gyms & Play Mats",
        icon: "🌈",
        lines: [
          {
            type: "Activity Play Gym",
            brands: ["Fisher-Price", "Chicco", "LuvLap", "R for Rabbit", "Funskool"],
            variants: ["Standard", "Musical"],
            rupees: [1799, 6999],
            tags: ["playgym", "tummy-time", "sensory"],
            summary: "A padded play gym with hanging toys that encourages tummy time, kicking and reaching.",
            details:
              "Removable toys can be moved around to keep things interesting as your baby grows. The musical model plays tunes when your baby kicks the piano. The mat folds up for easy storage.",
          },
          {
            type: "Foam Play Mat",
            brands: ["Babyhug", "Mee Mee", "LuvLap"],
            variants: ["120 x 180 cm", "180 x 200 cm"],
            rupees: [999, 3999],
            tags: ["playmat", "foam", "crawling"],
            summary: "A thick, reversible foam play mat that cushions falls while your baby learns to crawl and walk.",
            details:
              "It is waterproof and wipes clean in seconds. Bright alphabet and animal prints on one side and a calm pattern on the other. Non-toxic and free from harmful smells.",
          },
        ],
      },
      {
        name: "Stacking & Sorting",
        icon: "🧱",
        lines: [
          {
            type: "Stacking Rings",
            brands: ["Fisher-Price", "Funskool", "Babyhug", "Chicco"],
            variants: ["Classic", "Light-Up"],
            rupees: [299, 999],
            tags: ["stacking", "motor-skills", "colours"],
            summary: "Colourful stacking rings that teach size, order and hand-eye coordination.",
            details:
              "The rocking base wobbles playfully when tapped. Each ring is easy for little hands to grip. The light-up version plays sounds when rings are placed on the cone.",
          },
          {
            type: "Shape Sorter",
            brands: ["Funskool", "Fisher-Price", "Mothercare", "Mee Mee"],
            variants: ["12 Shapes", "16 Shapes"],
            rupees: [349, 1199],
            tags: ["shapes", "sorting", "learning"],
            summary: "A classic shape sorter that helps toddlers learn shapes, colours and problem solving.",
            details:
              "Chunky shapes drop through matching holes and come out through the lid. It builds patience and fine motor skills. Suitable from 12 months.",
          },
        ],
      },
      {
        name: "Push & Pull Toys",
        icon: "🚂",
        lines: [
          {
            type: "Pull-Along Train",
            brands: ["Funskool", "Fisher-Price", "Babyhug"],
            variants: ["Wooden", "Musical"],
            rupees: [499, 1499],
            tags: ["pull-along", "walking", "toddler"],
            summary: "A cheerful pull-along train that encourages new walkers to keep going.",
            details:
              "The carriages link together and can be filled with blocks. A sturdy cord with a bead handle is easy to hold. Suitable from 18 months.",
          },
          {
            type: "Sit-to-Stand Walker",
            brands: ["Fisher-Price", "Chicco", "Funskool", "LuvLap"],
            variants: ["Standard", "Bilingual"],
            rupees: [1999, 4999],
            tags: ["walker", "learning", "music"],
            summary: "A push walker with a removable activity panel for babies who are learning to stand and walk.",
            details:
              "Babies can play with the panel while sitting, then push the walker once they pull up to stand. Lights, songs and phrases teach numbers, shapes and colours. The bilingual model speaks English and Hindi.",
          },
        ],
      },
      {
        name: "Bath Toys",
        icon: "🦆",
        lines: [
          {
            type: "Squeaky Bath Ducks",
            brands: ["Funskool", "Mothercare", "Babyhug", "Mee Mee"],
            variants: ["Set of 3", "Set of 6"],
            rupees: [199, 599],
            tags: ["bath", "ducks", "water"],
            summary: "A family of floating rubber ducks that make bath time fun.",
            details:
              "Made of soft, BPA-free vinyl that is easy to squeeze. The ducks float upright and squeak when pressed. Squeeze out the water and let them dry after every bath.",
          },
          {
            type: "Bath Stacking Cups",
            brands: ["Fisher-Price", "Chicco", "LuvLap"],
            variants: ["Set of 5", "Set of 8"],
            rupees: [299, 899],
            tags: ["bath", "stacking", "water"],
            summary: "Stacking cups with holes of different sizes that make showers, sprinkles and splashes in the tub.",
            details:
              "They nest for storage and stack into a tall tower on dry land too. Numbers on the base help toddlers learn to count. Dishwasher safe.",
          },
        ],
      },
      {
        name: "Puzzles & Early Learning",
        icon: "🧩",
        lines: [
          {
            type: "Wooden Peg Puzzle",
            brands: ["Funskool", "Babyhug", "Mothercare"],
            variants: ["Alphabet", "Numbers", "Animals"],
            rupees: [299, 899],
            tags: ["puzzle", "wooden", "learning"],
            summary: "A wooden peg puzzle with chunky pieces that toddlers can lift and fit on their own.",
            details:
              "Each piece has a large knob that is easy to grip. The picture beneath every piece helps with matching. Finished with child-safe, non-toxic paints.",
          },
          {
            type: "Musical Learning Table",
            brands: ["Fisher-Price", "Chicco", "Funskool"],
            variants: ["English", "English & Hindi"],
            rupees: [1999, 5499],
            tags: ["learning", "music", "activity"],
            summary: "An activity table full of songs, lights and buttons that teaches first words, numbers and colours.",
            details:
              "Babies can play on the floor before the legs are attached, then stand at the table as they grow. The bilingual model switches between English and Hindi. Runs on AA batteries (included).",
          },
        ],
      },
    ],
  },
  {
    name: "Health & Safety",
    slug: "health-safety",
    icon: "🛡️",
    description: "Thermometers, monitors, grooming kits and baby-proofing that help you keep your little one safe and well.",
    editions: ["White", "Aqua", "Grey", "Sky Blue", "Coral", "Lime", "Twin Pack"],
    picture: "shield",
    palette: { background: "#e0f7fa", accent: "#2a8c99" },
    subcategories: [
      {
        name: "Thermometers",
        icon: "🌡️",
        lines: [
          {
            type: "Digital Thermometer",
            brands: ["Chicco", "Mee Mee", "Babyhug", "Mothercare"],
            variants: ["Flexible Tip", "Flexible Tip, Pack of 2"],
            rupees: [199, 599],
            tags: ["thermometer", "digital", "fever"],
            summary: "A digital thermometer with a soft, flexible tip that gives an accurate reading in about ten seconds.",
            details:
              "It beeps when the reading is ready and remembers the last measurement. The fever alert makes it easy to read at night. Waterproof tip for easy cleaning with an alcohol swab.",
          },
          {
            type: "Infrared Forehead Thermometer",
            brands: ["Philips Avent", "Chicco", "R for Rabbit", "Dr. Brown's"],
            variants: ["Standard", "Dual Mode"],
            rupees: [1499, 3999],
            tags: ["thermometer", "infrared", "contactless"],
            summary: "A contactless infrared thermometer that reads your baby's temperature from the forehead in one second.",
            details:
              "No contact means you can check a sleeping baby without waking them. A colour-coded backlit screen shows at a glance if there is a fever. The dual-mode model also measures bath water and room temperature.",
          },
        ],
      },
      {
        name: "Nasal & Medicine Care",
        icon: "👃",
        lines: [
          {
            type: "Nasal Aspirator",
            brands: ["Chicco", "Pigeon", "Mee Mee", "LuvLap"],
            variants: ["Bulb", "Electric"],
            rupees: [149, 2499],
            tags: ["nasal", "cold", "hygiene"],
            summary: "A gentle nasal aspirator that clears a blocked nose so your baby can feed and sleep comfortably.",
            details:
              "The soft, rounded tip is shaped to stay safely at the entrance of the nostril. The electric model offers adjustable suction at the push of a button. All parts come apart for cleaning.",
          },
          {
            type: "Medicine Dispenser",
            brands: ["Dr. Brown's", "Pigeon", "Mothercare", "Philips Avent"],
            variants: ["Syringe Type", "Pacifier Type"],
            rupees: [199, 699],
            tags: ["medicine", "dispenser", "dosing"],
            summary: "An oral medicine dispenser that makes it easy to give the exact dose prescribed by your doctor.",
            details:
              "Clear millilitre markings take the guesswork out of measuring syrups. The soft tip directs medicine to the inner cheek so less is spat out. Dishwasher and steriliser safe.",
          },
        ],
      },
      {
        name: "Baby Proofing",
        icon: "🔒",
        lines: [
          {
            type: "Cabinet Safety Locks",
            brands: ["Babyhug", "LuvLap", "Mothercare", "Mee Mee"],
            variants: ["Pack of 6", "Pack of 12"],
            rupees: [199, 699],
            tags: ["babyproofing", "locks", "crawling"],
            summary: "Adhesive safety locks that keep curious toddlers out of cupboards, drawers and the fridge.",
            details:
              "Strong 3M adhesive sticks without drilling, so they suit rented homes. Adults open them with a simple press-and-pull. Each lock can be disabled when not needed.",
          },
          {
            type: "Corner & Edge Guards",
            brands: ["Babyhug", "Mee Mee", "LuvLap"],
            variants: ["Pack of 4 Corners", "2 m Edge Roll + 4 Corners"],
            rupees: [199, 799],
            tags: ["babyproofing", "guards", "furniture"],
            summary: "Soft foam guards that cushion sharp table corners and edges for crawling and toddling babies.",
            details:
              "Pre-applied tape makes them quick to fit on glass, wood and marble tops. The foam is thick enough to soften bumps but neat enough for the living room. Trim the edge roll to any length.",
          },
          {
            type: "Safety Gate",
            brands: ["R for Rabbit", "Mothercare", "Babyhug"],
            variants: ["75-85 cm", "85-100 cm"],
            rupees: [2499, 6999],
            tags: ["babyproofing", "gate", "stairs"],
            summary: "A pressure-fit safety gate for doorways and the top or bottom of stairs.",
            details:
              "It fits without drilling and opens both ways with a one-hand, double-lock handle. The gate closes by itself when gently pushed. Extensions are available for wider openings.",
          },
        ],
      },
      {
        name: "Baby Monitors",
        icon: "📹",
        lines: [
          {
            type: "Video Baby Monitor",
            brands: ["Philips Avent", "Chicco", "R for Rabbit", "Mothercare"],
            variants: ["2.8-inch Screen", "4.3-inch Screen"],
            rupees: [4999, 18999],
            tags: ["monitor", "video", "nightvision"],
            summary: "A video baby monitor with a secure private connection, night vision and two-way talk.",
            details:
              "It works without Wi-Fi or an app, so the picture stays private. The parent unit shows the room temperature and can play lullabies. The range covers a large flat or a two-storey house.",
          },
          {
            type: "Audio Baby Monitor",
            brands: ["Philips Avent", "Chicco", "Babyhug"],
            variants: ["Standard", "With Night Light"],
            rupees: [1999, 7999],
            tags: ["monitor", "audio", "sleep"],
            summary: "A clear audio baby monitor that lets you hear every sound from the nursery while you get on with your day.",
            details:
              "Sound level lights show when your baby stirs, even with the volume turned down. The talk-back button lets you soothe your baby from another room. The rechargeable parent unit lasts through the night.",
          },
        ],
      },
      {
        name: "Grooming & Healthcare Kits",
        icon: "✂️",
        lines: [
          {
            type: "Nail Care Set",
            brands: ["Pigeon", "Mee Mee", "Chicco", "Babyhug", "Mothercare"],
            variants: ["4-Piece", "6-Piece"],
            rupees: [199, 699],
            tags: ["grooming", "nails", "newborn"],
            summary: "A baby nail care set with a safety clipper, rounded scissors and a soft nail file.",
            details:
              "The clipper has a magnifier to help you see tiny nails clearly. Rounded tips keep fingers safe even when your baby wriggles. Everything fits in a small zip case.",
          },
          {
            type: "Brush & Comb Set",
            brands: ["Pigeon", "Mothercare", "LuvLap"],
            variants: ["Standard", "Wooden"],
            rupees: [199, 699],
            tags: ["grooming", "hair", "newborn"],
            summary: "A soft-bristle hair brush and wide-tooth comb that are gentle on a baby's scalp.",
            details:
              "Soft goat-hair or nylon bristles help smooth fine hair and can ease cradle cap. The rounded comb teeth glide without pulling. Light enough for small hands to try as well.",
          },
          {
            type: "Baby Healthcare Kit",
            brands: ["Mee Mee", "Babyhug", "R for Rabbit"],
            variants: ["10-Piece", "13-Piece"],
            rupees: [499, 1299],
            tags: ["healthcare", "grooming", "kit"],
            summary: "A complete healthcare and grooming kit with a thermometer, nasal aspirator, medicine dropper and more.",
            details:
              "Everything you need for the first years, packed in a neat travel case. A thoughtful gift for new parents. All items are BPA-free.",
          },
        ],
      },
      {
        name: "Baby Wellness",
        icon: "🌿",
        lines: [
          {
            type: "Ayurvedic Tummy Tonic",
            brands: ["Dabur", "Himalaya"],
            variants: ["125 ml", "Pack of 2 (250 ml)"],
            rupees: [99, 349],
            tags: ["ayurvedic", "digestion", "herbal"],
            summary: "A traditional herbal tonic that helps ease gas, bloating and tummy discomfort in babies.",
            details:
              "Made with time-tested herbs such as saunf, ajwain and dill. Give the dose mentioned on the pack or as advised by your doctor. Free from alcohol.",
          },
          {
            type: "Tummy Roll-On",
            brands: ["Mamaearth", "The Moms Co."],
            variants: ["40 ml", "Pack of 2"],
            rupees: [249, 599],
            tags: ["colic", "natural", "roll-on"],
            summary: "A natural roll-on with hing and fennel oils that soothes colic and gas when massaged on the tummy.",
            details:
              "Roll it gently around the navel in a clockwise direction. The blend is made with natural ingredients that are safe for babies. No mess and handy for the nappy bag.",
          },
          {
            type: "Chest Vapour Rub",
            brands: ["Mamaearth", "The Moms Co.", "Himalaya", "Dabur"],
            variants: ["25 g", "50 g"],
            rupees: [149, 399],
            tags: ["cold", "vapour", "natural"],
            summary: "A gentle vapour rub with eucalyptus and ajwain that helps relieve a stuffy nose and cough.",
            details:
              "Rub a little on the chest and back to help your baby breathe easier and sleep better. Milder than adult balms and free from camphor overload. Not for babies under six months.",
          },
        ],
      },
    ],
  },
  {
    name: "Maternity",
    slug: "maternity",
    icon: "🤰",
    description: "Comfortable maternity wear, nursing essentials and self-care for mothers-to-be and new mothers.",
    editions: ["Dusty Rose", "Sage", "Ivory", "Navy", "Mauve", "Teal", "Lilac"],
    picture: "heart",
    palette: { background: "#fce4ec", accent: "#c2587e" },
    subcategories: [
      {
        name: "Maternity Wear",
        icon: "👗",
        lines: [
          {
            type: "Maternity Maxi Dress",
            brands: ["Mothercare", "Babyhug"],
            options: [garmentSizes("S", "M", "L", "XL"), colours("Navy Blue", "Wine Red", "Floral Print")],
            rupees: [999, 2499],
            tags: ["maternity", "dress", "cotton"],
            summary: "A flowing cotton maxi dress with a discreet nursing zip, made for pregnancy and beyond.",
            details:
              "Soft, breathable cotton stays comfortable through Indian summers. The stretchy panel grows with the bump, and the concealed zips make breastfeeding easy later. Machine washable.",
          },
          {
            type: "Nursing Top",
            brands: ["Mothercare", "Babyhug"],
            options: [garmentSizes("S", "M", "L", "XL"), colours("Black", "Dusty Pink")],
            rupees: [699, 1999],
            tags: ["maternity", "nursing", "top"],
            summary: "A layered nursing top that lets you feed discreetly at home and outside.",
            details:
              "A lift-up panel gives quick access for feeds while keeping the tummy covered. The soft viscose blend drapes well and does not cling. Pairs with jeans, palazzos or leggings.",
          },
          {
            type: "Maternity Leggings",
            brands: ["Mothercare", "Babyhug"],
            options: [garmentSizes("M", "L", "XL"), colours("Black", "Charcoal Grey")],
            rupees: [599, 1299],
            tags: ["maternity", "leggings", "stretch"],
            summary: "Over-the-bump maternity leggings with a soft, high waistband that supports without squeezing.",
            details:
              "Four-way stretch cotton moves with you from the first trimester to after delivery. They look great under kurtas and tunics. Machine washable.",
          },
        ],
      },
      {
        name: "Nursing Essentials",
        icon: "🫶",
        lines: [
          {
            type: "Disposable Breast Pads",
            brands: ["Lansinoh", "Philips Avent", "Pigeon", "Chicco", "Mee Mee"],
            options: [packs(24, 60, 100)],
            rupees: [199, 999],
            tags: ["nursing", "breastfeeding", "pads"],
            summary: "Ultra-thin, highly absorbent breast pads that keep you dry and leak-free all day.",
            details:
              "A soft, breathable top layer keeps moisture away from the skin. Contoured shape and adhesive strips stay in place and stay invisible under clothes. Individually wrapped for the handbag.",
          },
          {
            type: "Breast Milk Storage Bags",
            brands: ["Lansinoh", "Pigeon", "Mee Mee"],
            options: [packs(25, 50)],
            rupees: [349, 1199],
            tags: ["breastfeeding", "storage", "freezer"],
            summary: "Pre-sterilised breast milk storage bags with a double zip seal for the fridge or freezer.",
            details:
              "Each bag holds up to 180 ml and stands upright for easy filling. A write-on label helps you track the date and time of expressing. Lay flat to freeze and save space.",
          },
        ],
      },
      {
        name: "Nipple Care",
        icon: "💗",
        lines: [
          {
            type: "Nipple Cream",
            brands: ["Lansinoh", "Pigeon", "The Moms Co."],
            variants: ["10 g", "40 g"],
            rupees: [299, 1399],
            tags: ["nipple", "breastfeeding", "soothing"],
            summary: "A soothing nipple cream that protects sore, cracked nipples during the early weeks of breastfeeding.",
            details:
              "Safe for mother and baby, so there is no need to wipe it off before a feed. It is thick, long-lasting and free from fragrance and preservatives. A little goes a long way.",
          },
          {
            type: "Nipple Shields",
            brands: ["Philips Avent", "Pigeon", "Mee Mee", "Chicco"],
            variants: ["Pack of 2, 15 mm", "Pack of 2, 21 mm"],
            rupees: [349, 999],
            tags: ["nipple", "breastfeeding", "silicone"],
            summary: "Thin silicone nipple shields that help with latching difficulties or sore nipples.",
            details:
              "The butterfly shape lets your baby feel skin contact while feeding. Soft, odourless silicone is easy to clean and sterilise. Comes in a protective storage case.",
          },
        ],
      },
      {
        name: "Stretch Mark Care",
        icon: "🌸",
        lines: [
          {
            type: "Stretch Mark Oil",
            brands: ["Mamaearth", "The Moms Co."],
            options: [volumes("ml", 100, 200)],
            rupees: [399, 999],
            tags: ["stretch-marks", "oil", "pregnancy"],
            summary: "A nourishing body oil that improves skin elasticity to help prevent and reduce stretch marks.",
            details:
              "Rosehip, almond and vitamin E oils absorb quickly without staining clothes. Massage twice a day on the tummy, hips and thighs from the second trimester. Free from mineral oil and parabens.",
          },
          {
            type: "Stretch Mark Cream",
            brands: ["Sebamed", "Chicco", "Himalaya"],
            options: [volumes("g", 100, 200)],
            rupees: [399, 1499],
            tags: ["stretch-marks", "cream", "pregnancy"],
            summary: "A rich cream with cocoa and shea butter for the fast-stretching skin of pregnancy.",
            details:
              "It hydrates deeply and eases the itch as the bump grows. Dermatologically tested and suitable for sensitive skin. Also useful after delivery while the skin recovers.",
          },
        ],
      },
      {
        name: "Maternity Pillows",
        icon: "🌙",
        lines: [
          {
            type: "Pregnancy Pillow",
            brands: ["Mothercare", "R for Rabbit", "Babyhug"],
            variants: ["C-Shaped", "U-Shaped"],
            rupees: [1499, 4999],
            tags: ["pregnancy", "pillow", "sleep"],
            summary: "A full-body pregnancy pillow that supports your back, bump and knees for restful side sleeping.",
            details:
              "It eases hip and back pain in the later months. The soft fibre filling keeps its shape night after night. The cotton cover zips off for washing.",
          },
          {
            type: "Nursing Pillow",
            brands: ["R for Rabbit", "Chicco", "Mee Mee", "LuvLap"],
            variants: ["Standard", "With Removable Cover"],
            rupees: [899, 2999],
            tags: ["nursing", "pillow", "breastfeeding"],
            summary: "A curved nursing pillow that lifts your baby to the right height and takes strain off your arms and back.",
            details:
              "Ideal for breastfeeding and bottle feeding, including after a C-section. Later it props your baby up for tummy time and supported sitting. Firm enough to stay in shape.",
          },
        ],
      },
      {
        name: "Postnatal Care",
        icon: "💐",
        lines: [
          {
            type: "Postnatal Ayurvedic Tonic",
            brands: ["Dabur", "Himalaya"],
            variants: ["450 ml", "Pack of 2"],
            rupees: [199, 699],
            tags: ["postnatal", "ayurvedic", "recovery"],
            summary: "A classical Ayurvedic tonic traditionally taken after childbirth to support recovery and strength.",
            details:
              "Based on a time-honoured recipe of dashmool herbs used in Indian homes for generations. Take it after meals as directed on the label or by your doctor. Consult your doctor if you have any medical condition.",
          },
          {
            type: "Maternity Belt",
            brands: ["Mothercare", "Babyhug", "R for Rabbit"],
            options: [garmentSizes("M", "L", "XL")],
            rupees: [599, 1999],
            tags: ["postnatal", "belt", "support"],
            summary: "An adjustable support belt that eases back strain in pregnancy and supports the tummy after delivery.",
            details:
              "Breathable elastic and wide Velcro panels give a firm yet comfortable fit. It can be worn discreetly under clothes. Check with your doctor before using it after a C-section.",
          },
          {
            type: "Maternity Pads",
            brands: ["Pigeon", "Chicco", "Lansinoh"],
            variants: ["Pack of 10", "Pack of 20"],
            rupees: [149, 599],
            tags: ["postnatal", "pads", "hospital-bag"],
            summary: "Extra-long, highly absorbent maternity pads for the first days and weeks after giving birth.",
            details:
              "A soft cotton top layer is gentle on sensitive skin and stitches. A leak-proof back and wide wings give you peace of mind day and night. A hospital-bag essential.",
          },
        ],
      },
    ],
  },
  {
    name: "Gift Sets",
    slug: "gift-sets",
    icon: "🎁",
    description: "Beautifully packed gift sets and hampers for baby showers, naamkaran ceremonies and first birthdays.",
    editions: ["Festive Edition", "Diwali Edition", "Blue Ribbon", "Pink Ribbon", "Classic Hamper", "Deluxe Box", "Eco Box", "Rakhi Edition"],
    picture: "gift",
    palette: { background: "#f3e5f5", accent: "#9c4db0" },
    subcategories: [
      {
        name: "Newborn Gift Sets",
        icon: "🎀",
        lines: [
          {
            type: "Baby Care Gift Box",
            brands: ["Johnson's Baby", "Himalaya", "Sebamed", "Cetaphil Baby", "Mamaearth"],
            variants: ["5-Piece", "8-Piece"],
            rupees: [399, 2499],
            tags: ["gift", "newborn", "skincare"],
            summary: "A gift box of baby care essentials: wash, shampoo, lotion, oil and more.",
            details:
              "Everything a newborn needs for the daily bath and massage, in a box that is ready to gift. The 8-piece set adds cream, powder and a soft toy. A favourite present for naamkaran ceremonies.",
          },
          {
            type: "Newborn Clothing Gift Set",
            brands: ["Mothercare", "Babyhug", "LuvLap"],
            options: [ageSizes([0, 3], [3, 6], [6, 12], [12, 18]), pieceSets(5, 10)],
            rupees: [799, 2999],
            tags: ["gift", "clothing", "cotton"],
            summary: "A soft cotton clothing set for the first months, with jhablas, rompers, caps and mittens.",
            details:
              "Made of pure cotton with envelope necks and snap buttons for easy dressing. Pre-washed for extra softness. Packed in a keepsake gift box.",
          },
        ],
      },
      {
        name: "Bath Time Hampers",
        icon: "🛁",
        lines: [
          {
            type: "Bath Time Hamper",
            brands: ["Johnson's Baby", "The Moms Co.", "Mamaearth", "Chicco", "Sebamed"],
            variants: ["Standard", "Deluxe"],
            rupees: [599, 2999],
            tags: ["gift", "bath", "hamper"],
            summary: "A bath-time hamper with gentle wash, shampoo and lotion, plus a hooded towel.",
            details:
              "A practical gift that new parents will use every single day. The deluxe hamper adds a bath toy, massage oil and a soft washcloth. Packed in a reusable basket.",
          },
          {
            type: "Massage & Bath Kit",
            brands: ["Dabur", "Himalaya"],
            variants: ["Standard", "Deluxe"],
            rupees: [399, 1499],
            tags: ["gift", "massage", "ayurvedic"],
            summary: "A traditional massage and bath kit with Ayurvedic oil, gentle ubtan and herbal soap.",
            details:
              "Brings together the daily maalish and bath rituals that Indian grandmothers swear by. A thoughtful gift for a newborn's first weeks at home. The deluxe kit adds a cotton massage mat.",
          },
        ],
      },
      {
        name: "Feeding Gift Sets",
        icon: "🥛",
        lines: [
          {
            type: "Newborn Feeding Gift Set",
            brands: ["Philips Avent", "Dr. Brown's", "Pigeon", "Chicco"],
            variants: ["Starter", "Complete"],
            rupees: [1499, 6999],
            tags: ["gift", "feeding", "newborn"],
            summary: "A newborn feeding gift set with bottles in several sizes, spare teats, a pacifier and a bottle brush.",
            details:
              "Everything needed to start bottle feeding, in one box. The complete set adds a steriliser-friendly drying rack and a milk powder dispenser. A generous baby shower gift.",
          },
          {
            type: "Weaning Gift Set",
            brands: ["Mee Mee", "LuvLap"],
            variants: ["6-Piece", "10-Piece"],
            rupees: [599, 1999],
            tags: ["gift", "weaning", "toddler"],
            summary: "A colourful weaning set with a bowl, plate, spoons, sippy cup and bib.",
            details:
              "Made of BPA-free, food-grade materials that are microwave and dishwasher safe. Perfect for a half-birthday or annaprashan gift. Packed in a bright gift box.",
          },
        ],
      },
      {
        name: "Toy Gift Sets",
        icon: "🪀",
        lines: [
          {
            type: "First Toys Gift Set",
            brands: ["Fisher-Price", "Funskool", "Chicco", "Mee Mee"],
            variants: ["4-Piece", "7-Piece"],
            rupees: [799, 3499],
            tags: ["gift", "toys", "newborn"],
            summary: "A gift set of first toys, including rattles, a teether and a soft book, chosen for the first year.",
            details:
              "Each toy engages a different sense: touch, sound and sight. All pieces are BPA-free and tested to international toy safety standards. Comes in a gift box with a ribbon.",
          },
          {
            type: "Soft Toy Gift Box",
            brands: ["Mothercare", "Babyhug"],
            variants: ["3-Piece", "5-Piece"],
            rupees: [499, 1499],
            tags: ["gift", "plush", "cuddly"],
            summary: "A box of cuddly soft toys, from a teddy to a little bunny, for babies and toddlers.",
            details:
              "Every toy is made of super-soft, baby-safe fabric with embroidered features. A sweet present for a first birthday. Surface washable.",
          },
        ],
      },
      {
        name: "Mom & Baby Hampers",
        icon: "🧺",
        lines: [
          {
            type: "Diaper Gift Hamper",
            brands: ["Pampers", "Huggies", "MamyPoko"],
            variants: ["Standard", "Deluxe"],
            rupees: [999, 3499],
            tags: ["gift", "diapers", "hamper"],
            summary: "A hamper of diaper packs in two sizes, wipes and rash cream, the gift new parents always need.",
            details:
              "Two sizes mean the gift stays useful as the baby grows. The deluxe hamper adds a changing mat and extra wipes. Arranged in a reusable basket with a ribbon.",
          },
          {
            type: "Mom-to-Be Hamper",
            brands: ["The Moms Co.", "Mamaearth", "Lansinoh"],
            variants: ["Standard", "Deluxe"],
            rupees: [999, 4999],
            tags: ["gift", "maternity", "hamper"],
            summary: "A pampering hamper for expecting mothers, with stretch mark care, body butter and nursing essentials.",
            details:
              "A thoughtful present for a godh bharai or baby shower. Every product is safe for use during pregnancy and breastfeeding. The deluxe hamper adds a nursing cover and a journal.",
          },
          {
            type: "New Parents Hamper",
            brands: ["Mothercare", "R for Rabbit"],
            variants: ["Standard", "Premium"],
            rupees: [2499, 7999],
            tags: ["gift", "hamper", "premium"],
            summary: "A premium hamper for new parents with a swaddle set, carrier, nursing pillow and baby care essentials.",
            details:
              "Put together for families who want one generous gift instead of many small ones. The premium hamper adds a diaper backpack. Delivered gift-wrapped with a personal message card.",
          },
        ],
      },
    ],
  },
];
