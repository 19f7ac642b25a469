import type { BrandSeed } from "../catalogue-types";

/** The brands of the demo catalogue; every one of them has product lines in several subcategories. */
export const demoBrands: readonly BrandSeed[] = [
  { name: "Pampers", description: "Disposable diapers, pants and wipes designed for dry, comfortable skin through the day and night." },
  { name: "Huggies", description: "Diaper pants, taped diapers and wipes with soft, stretchy waistbands for active little ones." },
  { name: "MamyPoko", description: "Japanese-designed diaper pants that are easy to pull on and off, loved by Indian parents for everyday use." },
  { name: "Himalaya", description: "Herbal baby care from Bengaluru, made with ingredients such as olive oil, almond oil and aloe vera." },
  { name: "Johnson's Baby", description: "Classic baby shampoo, lotion, powder and oil that several generations of Indian families have grown up with." },
  { name: "Sebamed", description: "German skin care with a pH of 5.5, made for the delicate and easily irritated skin of babies." },
  { name: "Mamaearth", description: "Toxin-free baby and mother care with plant-based ingredients, certified by Made Safe." },
  { name: "The Moms Co.", description: "Natural, certified-safe care for mothers and babies, made without parabens, sulphates or mineral oil." },
  { name: "Chicco", description: "Italian baby specialist making feeding products, strollers, car seats, toys and gentle skin care." },
  { name: "Philips Avent", description: "Bottles, breast pumps, sterilisers and monitors designed with the help of paediatric experts." },
  { name: "Pigeon", description: "Japanese maker of feeding bottles, teats, breast care and grooming essentials for babies and mothers." },
  { name: "Mee Mee", description: "Affordable, thoughtfully designed baby essentials, from feeding and bathing to safety and play." },
  { name: "LuvLap", description: "Strollers, carriers, feeding and nursery products designed in India for Indian homes and roads." },
  { name: "R for Rabbit", description: "Indian brand of strollers, car seats, high chairs and nursery furniture with a playful design." },
  { name: "Fisher-Price", description: "Toys and baby gear that help little ones learn through play, from rattles to activity gyms." },
  { name: "Funskool", description: "Well-loved Indian toy maker whose Giggles range covers rattles, stackers and early-learning toys." },
  { name: "Dr. Brown's", description: "Feeding bottles with an internal vent system, along with weaning, teething and health essentials." },
  { name: "Mothercare", description: "British specialist for mothers and babies, offering clothing, nursery gear and maternity wear." },
  { name: "Babyhug", description: "Value-for-money everyday baby essentials, from diapers and bedding to toys and safety products." },
  { name: "Cetaphil Baby", description: "Mild, dermatologist-tested baby skin care with calendula, shea butter and glycerin." },
  { name: "Dabur", description: "Ayurvedic care for babies and mothers, including traditional massage oils and herbal tonics." },
  { name: "Lansinoh", description: "Breastfeeding specialist known for lanolin nipple cream, breast pads, milk storage bags and pumps." },
];
