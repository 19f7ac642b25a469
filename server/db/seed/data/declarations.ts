/**
 * What the demo catalogue's packages declare besides the price: where the brands' goods come from, who
 * makes, packs or imports them (invented companies at plausible addresses), and how long consumables keep.
 */

export interface DemoMaker {
  name: string;
  address: string;
}

/** Brands whose goods the demo shop imports, with their country of origin; every other brand is made in India. */
export const importedBrands: Readonly<Record<string, string>> = {
  Sebamed: "Germany",
  Chicco: "Italy",
  "Philips Avent": "United Kingdom",
  Pigeon: "Japan",
  "Dr. Brown's": "United States",
  Lansinoh: "Turkey",
  "Fisher-Price": "China",
};

export const demoImporters: readonly DemoMaker[] = [
  { name: "Nestling Imports Pvt. Ltd.", address: "Unit 7, Bhiwandi Logistics Park, Thane, Maharashtra 421302" },
  { name: "Little Harbour Trading Co.", address: "Plot 45, Sector 8, IMT Manesar, Gurugram, Haryana 122050" },
  { name: "Cradle Global Distributors LLP", address: "No. 18, Sriperumbudur Industrial Estate, Kanchipuram, Tamil Nadu 602105" },
];

const hygiene: DemoMaker = { name: "Sunrise Hygiene Products Pvt. Ltd.", address: "Plot 12, MIDC Ranjangaon, Pune, Maharashtra 412220" };
const herbal: DemoMaker = { name: "Ganga Herbal Care Pvt. Ltd.", address: "Plot 31, SIDCUL Industrial Area, Haridwar, Uttarakhand 249403" };
const personalCare: DemoMaker = { name: "Nilgiri Personal Care Ltd.", address: "No. 5, Bommasandra Industrial Area, Bengaluru, Karnataka 560099" };
const plastics: DemoMaker = { name: "Kala Plastics & Moulding Pvt. Ltd.", address: "Survey No. 88, Sanand GIDC, Ahmedabad, Gujarat 382110" };
const toys: DemoMaker = { name: "Tinytots Toys Manufacturing Co.", address: "B-14, Phase II, Noida Special Economic Zone, Noida, Uttar Pradesh 201305" };
const textiles: DemoMaker = { name: "Malabar Textiles Pvt. Ltd.", address: "Kinfra Apparel Park, Thiruvananthapuram, Kerala 695586" };
const gear: DemoMaker = { name: "Vistara Baby Gear Pvt. Ltd.", address: "Plot 7, Sector 5, Bawal Industrial Area, Rewari, Haryana 123501" };

/** Who makes a category's goods in India; consumables (creams, oils, tonics) come from the personal-care makers. */
export const demoManufacturers: Readonly<Record<string, { goods: readonly DemoMaker[]; consumables: readonly DemoMaker[] }>> = {
  feeding: { goods: [plastics], consumables: [herbal] },
  "baby-gear": { goods: [gear, textiles], consumables: [herbal] },
  diapering: { goods: [textiles, plastics], consumables: [hygiene] },
  skincare: { goods: [plastics], consumables: [herbal, personalCare] },
  toys: { goods: [toys], consumables: [herbal] },
  "health-safety": { goods: [plastics], consumables: [herbal, personalCare] },
  maternity: { goods: [textiles], consumables: [hygiene, personalCare] },
  "gift-sets": { goods: [toys, textiles], consumables: [personalCare] },
};

/** The shop's gift sets and hampers of Indian brands are put together by a packer. */
export const demoPacker: DemoMaker = { name: "Hamper House Packers", address: "Shed 3, Whitefield Industrial Area, Bengaluru, Karnataka 560066" };

/** Consumable product lines, by type, with how many months they are best before. */
export const demoBestBeforeMonths: Readonly<Record<string, number>> = {
  "All-Night Diaper Pants": 36,
  "Cotton Soft Diaper Pants": 36,
  "Taped Diapers": 36,
  "Overnight Taped Diapers": 36,
  "Baby Wipes": 24,
  "99% Water Wipes": 18,
  "Diaper Rash Cream": 36,
  "Baby Lotion": 36,
  "Baby Shampoo": 36,
  "Wash & Shampoo": 36,
  "Baby Body Wash": 36,
  "Baby Soap": 36,
  "Baby Massage Oil": 24,
  "Ayurvedic Massage Oil": 24,
  "Baby Cream": 36,
  "Baby Powder": 36,
  "Mineral Sunscreen": 24,
  "Mosquito Repellent Patches": 24,
  "Ayurvedic Tummy Tonic": 24,
  "Tummy Roll-On": 24,
  "Chest Vapour Rub": 36,
  "Disposable Breast Pads": 36,
  "Breast Milk Storage Bags": 36,
  "Nipple Cream": 36,
  "Stretch Mark Oil": 24,
  "Stretch Mark Cream": 36,
  "Postnatal Ayurvedic Tonic": 24,
  "Maternity Pads": 36,
  "Baby Care Gift Box": 24,
  "Bath Time Hamper": 24,
  "Massage & Bath Kit": 24,
  "Diaper Gift Hamper": 36,
  "Mom-to-Be Hamper": 24,
};
