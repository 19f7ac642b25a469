/** How a demo review feels: four and five stars are happy, three is mixed, one and two are unhappy. */
export type Sentiment = "happy" | "mixed" | "unhappy";

/** The first sentence of a demo review, whatever the product. */
export const reviewOpeners: Record<Sentiment, readonly string[]> = {
  happy: [
    "Really happy with this purchase.",
    "Delivered in two days and well packed.",
    "Bought this on my sister's recommendation and I am glad I did.",
    "Exactly as described on the website.",
    "This is my second order of the same product, which says it all.",
    "Excellent quality for the price.",
    "Our paediatrician suggested something like this and it has worked out well.",
  ],
  mixed: [
    "It does the job, but it is not perfect.",
    "Decent product, though I expected a little more for the price.",
    "Some things I like and some I don't.",
    "Okay for now, but I will probably try another brand next time.",
    "Delivery was quick, but the product itself is average.",
    "It is fine for everyday use, nothing special.",
  ],
  unhappy: [
    "Quite disappointed with this one.",
    "Not worth the money, sadly.",
    "The product I received did not match the photos and description.",
    "I would not buy this again.",
    "Stopped using it after a week.",
    "Expected much better from such a well-known brand.",
  ],
};

/** Short titles of demo reviews. */
export const reviewTitles: Record<Sentiment, readonly string[]> = {
  happy: ["Highly recommended", "Worth every rupee", "Perfect for my little one", "Great quality", "Must-have for new parents", "Love it", "Value for money"],
  mixed: ["Good but not great", "Average", "Okay for the price", "Could be better", "Does the job", "Mixed feelings"],
  unhappy: ["Disappointed", "Not as expected", "Poor quality", "Not worth it", "Would not recommend", "Returned it"],
};

/** A second sentence about what matters in each category, keyed by category slug. */
export const categoryRemarks: Record<string, Record<Sentiment, readonly string[]>> = {
  feeding: {
    happy: [
      "My baby took to it from the very first feed without any fuss.",
      "No leaks at all, even when it rolls around in the nappy bag.",
      "Cleaning and sterilising the parts takes just a couple of minutes.",
      "Since we switched, the evening colic and burping have reduced a lot.",
    ],
    mixed: [
      "It works well, but there are a lot of small parts to wash after every feed.",
      "The measurement markings started fading after a month of sterilising.",
      "My baby accepts it only when she is very hungry.",
    ],
    unhappy: [
      "It leaked from the neck every single time, however tightly I closed it.",
      "The flow was far too fast for my newborn and he kept choking.",
      "There was a strong plastic smell even after boiling it several times.",
    ],
  },
  "baby-gear": {
    happy: [
      "It folds with one hand and fits easily in the boot of our hatchback.",
      "Sturdy build, and it handles the uneven pavements in our colony well.",
      "Assembly took about fifteen minutes with the instructions provided.",
      "My daughter is comfortable in it even on long drives to her grandparents' place.",
    ],
    mixed: [
      "Good quality, but it is heavier than I expected to lift into the car.",
      "The fabric looks premium, but it gets quite warm in the Chennai summer.",
      "It is well made, but the instructions for assembly could be much clearer.",
    ],
    unhappy: [
      "One of the wheels started wobbling within the first month.",
      "The buckle is so stiff that I struggle to open it every time.",
      "Too bulky for our apartment lift and difficult to fold.",
    ],
  },
  diapering: {
    happy: [
      "No leaks even after a full night's sleep.",
      "No rashes at all, even in the humid monsoon weather.",
      "The fit around the waist and legs is snug but still soft.",
      "The wetness indicator is really handy for first-time parents like us.",
    ],
    mixed: [
      "Absorbs well, but the size runs a little small, so go one size up.",
      "Good for the daytime, but I still need something else for overnight.",
      "The quality is fine, but the price keeps going up with every order.",
    ],
    unhappy: [
      "It leaked from the sides within a couple of hours.",
      "My son developed red marks around the waist after using these.",
      "The wipes were dry by the time I had used half the pack.",
    ],
  },
  skincare: {
    happy: [
      "It is gentle and my baby's skin stays soft all day.",
      "The fragrance is mild and not overpowering at all.",
      "It has really helped with the dry patches on my son's cheeks during winter.",
      "No tears at bath time, which is a big relief for us.",
    ],
    mixed: [
      "It is gentle, but it feels a bit sticky in humid weather.",
      "It works, but the fragrance is stronger than I would like for a newborn.",
      "A good product, though the pump on the bottle stopped working halfway.",
    ],
    unhappy: [
      "It caused redness on my baby's sensitive skin, so we stopped using it.",
      "It is very watery and you need to use a lot of it each time.",
      "The seal was broken when it arrived and some of it had leaked.",
    ],
  },
  toys: {
    happy: [
      "My daughter plays with it every single day.",
      "The colours are bright and there are no sharp edges anywhere.",
      "It keeps my son busy long enough for me to finish my morning chai.",
      "Sturdy enough to survive being thrown around by a toddler.",
    ],
    mixed: [
      "Nice toy, but my son lost interest after a couple of weeks.",
      "It is cute, but the sounds are louder than I would like.",
      "Good quality, but smaller than it looks in the photos.",
    ],
    unhappy: [
      "The paint started peeling off within days, which worries me for a baby toy.",
      "It stopped working after the first set of batteries.",
      "Flimsy plastic and one of the pieces cracked in the first week.",
    ],
  },
  "health-safety": {
    happy: [
      "It gives us real peace of mind now that our son has started crawling.",
      "The readings are quick and match the ones at our paediatrician's clinic.",
      "Easy to install, and it has stayed firmly in place.",
      "Simple to use even at three in the morning with a crying baby.",
    ],
    mixed: [
      "It works, but the readings vary by a degree or so each time.",
      "The locks are secure, but the adhesive needs replacing after a few months.",
      "It is useful, but the battery does not last as long as it claims.",
    ],
    unhappy: [
      "The adhesive gave way within a week on our wooden cupboards.",
      "The readings were all over the place, so I cannot trust it.",
      "The signal kept dropping even though the baby's room is right next door.",
    ],
  },
  maternity: {
    happy: [
      "It made the last trimester so much more comfortable.",
      "A real lifesaver during the first weeks of breastfeeding.",
      "The fabric is soft and breathable, perfect for our hot summers.",
      "I gifted one to my cousin after she delivered and she loves it too.",
    ],
    mixed: [
      "Comfortable, but the size chart is not accurate, so check the measurements.",
      "It helps a little, but I expected a bigger difference.",
      "Good quality, but it takes up too much space on the bed.",
    ],
    unhappy: [
      "It lost its shape after just a few washes.",
      "It gave me a rash, so I had to stop using it.",
      "It was far too small even though I ordered my usual size.",
    ],
  },
  "gift-sets": {
    happy: [
      "It was beautifully packed and made a lovely naamkaran gift.",
      "Everything a new mother needs, all in one box.",
      "The recipient loved it and asked me where I bought it.",
      "Great value compared with buying the items separately.",
    ],
    mixed: [
      "Nice selection, but the products are smaller than they look in the pictures.",
      "The packaging was lovely, but one item was missing and had to be sent later.",
      "A good gift, though a couple of items felt like fillers.",
    ],
    unhappy: [
      "The gift box arrived dented, which was embarrassing at the baby shower.",
      "Mostly trial-size products, so not worth the price.",
      "One of the bottles had leaked inside the box and spoiled the rest.",
    ],
  },
};
