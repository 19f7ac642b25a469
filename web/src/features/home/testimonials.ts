/** A parent's words about the shop (static sample entries; the rating defaults to 5). */
export interface Testimonial {
  text: string;
  name: string;
  location: string;
  initials: string;
  rating?: number;
}

export const DEFAULT_TESTIMONIAL_RATING = 5;

export const TESTIMONIALS: Testimonial[] = [
  {
    text: "The diapers and wipes reached us the same evening, sealed and genuine. Paying cash on delivery made our very first order easy to trust.",
    name: "Priya Sharma",
    location: "Jaipur, Rajasthan",
    initials: "PS",
    rating: 5,
  },
  {
    text: "As a first-time mother I didn't know where to start. The pediatrician-picked skincare range helped me choose gentle products for my daughter's eczema.",
    name: "Ananya Iyer",
    location: "Chennai, Tamil Nadu",
    initials: "AI",
  },
  {
    text: "Our stroller was too big for the lift, and the return was collected within two days. Support even answered late at night when our son was teething.",
    name: "Rohit Malhotra",
    location: "Pune, Maharashtra",
    initials: "RM",
    rating: 4,
  },
];
