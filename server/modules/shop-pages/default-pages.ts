import { FREE_SHIPPING_ABOVE_PAISE, SHIPPING_FEE_PAISE, SUPPORT, type ShopPageSlug } from "@shared/constants";

/** What the default texts depend on. */
export interface DefaultPageSettings {
  pricesIncludeGst: boolean;
}

export interface DefaultPage {
  title: string;
  description: string;
  /** Markdown. */
  body: string;
}

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString("en-IN")}`;
const FREE_ABOVE = rupees(FREE_SHIPPING_ABOVE_PAISE);
const SHIPPING_FEE = rupees(SHIPPING_FEE_PAISE);
const PHONE = `[${SUPPORT.phone}](tel:${SUPPORT.phone.replace(/\s+/g, "")})`;
const EMAIL = `[${SUPPORT.email}](mailto:${SUPPORT.email})`;
const HOURS = SUPPORT.hours.join(", ");

const RETURNS: DefaultPage = {
  title: "Return & Refund Policy",
  description: `Return baby care products to KiddoKart within 30 days of delivery. How to ask for a pickup, what can be returned, and when and how your refund is paid.`,
  body: `We want every parent to be happy with what they bought from KiddoKart. If something is not right, you can return it within **30 days of delivery**.

## What you can return

- Products that are **unused, unwashed and in their original packaging**, with their tags, seals, manuals and free gifts.
- Products that arrived **damaged, defective, expired or different from what you ordered**, at any time within the 30 days.

For the health of every baby we deliver to, some products can be returned **only if they arrived damaged or defective**:

- opened feeding items (bottles, nipples, teats, sippers, breast pump parts, pacifiers and teethers);
- opened skincare, bath and health products (lotions, oils, creams, wipes, diaper rash creams);
- opened packs of diapers, and innerwear;
- baby food and formula.

## How to return a product

1. Call us on ${PHONE} or write to ${EMAIL} within 30 days of delivery, with your order number and the product you want to return. For a damaged, defective or wrong product, please tell us within **48 hours of delivery** and send a photo, so we can sort it out quickly.
2. We confirm your return within one working day and arrange a **free pickup** from your delivery address. Where our courier partner does not pick up, we tell you how to send it and pay back the courier charges.
3. Pack the product in its original box with everything that came with it. Our courier partner checks it at pickup.

## Your refund

Once the product reaches our Jaipur warehouse and passes its check (usually within two working days), we refund:

- **Orders paid online** (card, UPI, net banking or wallet through Razorpay): to the same card, account or UPI ID you paid from. Banks usually show the money within 5–7 working days.
- **Cash on delivery orders**: by bank transfer (NEFT/IMPS) or UPI to the account you give us, within 5 working days.

You receive the full price of the returned product and the GST charged on it. The shipping charge is refunded too when the product was damaged, defective or wrong. We send you a **credit note** for every refund of an invoiced order.

## Replacements and exchanges

For a damaged, defective or wrong product we can send a replacement instead of a refund, if it is in stock. For a different size or colour, return the product for a refund and place a new order.

## Cancelling an order

You can cancel an order yourself from [your orders](/orders) until it ships. If you had already paid online, the full amount is refunded to the same payment method automatically. Once an order has shipped, you can refuse it at the door or return it as described above.

## Need help?

Our customer care team is here ${HOURS}: ${PHONE}, ${EMAIL}. If you are not satisfied with how we handled your return, you can write to our [Grievance Officer](/pages/grievance-redressal).
`,
};

const SHIPPING: DefaultPage = {
  title: "Shipping & Delivery",
  description: `KiddoKart delivers across India: free delivery above ${FREE_ABOVE}, a flat ${SHIPPING_FEE} below it, cash on delivery, and most orders within 2–6 working days.`,
  body: `We deliver baby care products from our warehouse in Jaipur to homes all over India.

## Delivery charges

| Order value (after discounts) | Delivery charge |
|---|---|
| Above ${FREE_ABOVE} | **Free** |
| ${FREE_ABOVE} or less | ${SHIPPING_FEE} per order |

The charge is shown in your cart and at checkout before you pay, and printed on your invoice. A few remote areas (the Andaman & Nicobar Islands and Lakshadweep) carry an extra delivery charge, shown when you check your PIN code and at checkout. There are no other handling fees.

## How long delivery takes

- **Rajasthan:** 2–3 working days.
- **Metro cities** (Delhi NCR, Mumbai, Bengaluru, Chennai, Kolkata, Hyderabad, Pune, Ahmedabad): 3–4 working days.
- **Most of India:** 4–6 working days.
- **North-eastern states, Sikkim, the Andaman & Nicobar Islands and Lakshadweep:** 6–8 working days.

Working days are Monday to Saturday; Sundays and public holidays are not counted, and orders confirmed after 2 pm count from the next working day. Enter your PIN code under **Check delivery** on any product or in your cart to see the date for your address; checkout shows it again before you pay.

## Where we deliver

We deliver to most PIN codes in India through trusted courier partners. If we cannot deliver to your PIN code, checkout tells you before you place the order.

## Cash on delivery

Cash on delivery is available for most PIN codes (not in the Andaman & Nicobar Islands or Lakshadweep); **Check delivery** and checkout tell you if it is not available for yours. Please keep the exact amount ready; many of our courier partners also accept UPI at the door. You can also pay online by card, UPI, net banking or wallet through Razorpay.

## Tracking your order

You receive an e-mail when your order is confirmed, when it ships and when it is delivered. Sign in and open [your orders](/orders) to see the status of every order at any time.

## At the door

Please check that the package is sealed and undamaged before you accept it. If it looks opened or damaged, you may refuse it, or accept it and tell us within 48 hours with a photo, and we will replace the product or refund you (see our [Return & Refund Policy](/pages/returns-and-refunds)).

If nobody is home, our courier partner tries again on the next working day and calls the phone number of your delivery address. After three failed attempts the order comes back to us and, if you paid online, we refund it in full.

## Questions?

Call ${PHONE} or write to ${EMAIL}, ${HOURS}.
`,
};

/** The FAQ's answer on GST, as the shop's PRICES_INCLUDE_GST setting makes it true. */
export function gstAnswer(pricesIncludeGst: boolean): string {
  const prices = pricesIncludeGst
    ? "**Yes.** Every price you see on KiddoKart includes GST: the price on a product is what you pay for it, and never more than its MRP. Delivery, when it is charged, includes GST too."
    : "**No.** Prices are shown before GST, with **+ GST** beside them; the GST of each product is added in the cart, and delivery, when it is charged, carries GST too. Nothing ever costs more than its MRP with GST added.";
  return `${prices} The cart, checkout and your **GST tax invoice** show how much of what you pay is GST. You can download the invoice from the order's page in [your orders](/orders) once it ships.`;
}

const faqs = ({ pricesIncludeGst }: DefaultPageSettings): DefaultPage => ({
  title: "Frequently Asked Questions",
  description: "Answers to parents' common questions about ordering from KiddoKart: delivery, cash on delivery, payments, returns, refunds, GST invoices and your account.",
  body: `## Orders and payment

### How do I place an order?

Add products to your cart, open the cart and choose **Checkout**. You need an account so you can follow your order; signing up takes a minute. At checkout you give your delivery address and choose how to pay.

### Which payment methods do you accept?

Cash on delivery, and online payment by credit or debit card, UPI, net banking and wallets through Razorpay, a secure payment gateway regulated by the Reserve Bank of India. KiddoKart never sees or stores your card details.

### My online payment failed, but money left my account. What now?

If a payment does not complete, the unpaid order is cancelled after 30 minutes and nothing is charged. If your bank debited you anyway, the bank reverses it by itself, usually within 5–7 working days. If it does not, write to us with the order number and we will follow it up with Razorpay.

### Do prices include GST?

${gstAnswer(pricesIncludeGst)}

### Can I change or cancel my order?

You can cancel an order yourself from [your orders](/orders) until it ships; if you paid online, the full amount comes back to you automatically. To change an order, cancel it and place a new one, or call us and we will help.

## Delivery

### How much does delivery cost?

Delivery is free on orders above ${FREE_ABOVE}. For smaller orders a flat ${SHIPPING_FEE} is added. See [Shipping & Delivery](/pages/shipping-and-delivery).

### How long will my order take?

Most orders arrive within 2–6 working days, depending on where you live. Enter your PIN code under **Check delivery** on any product to see the date for your address.

### Is cash on delivery available everywhere?

For most PIN codes, yes. Checkout tells you if it is not available for your address.

## Returns and refunds

### Can I return a product?

Yes, within 30 days of delivery if it is unused and in its original packaging. Opened feeding, skincare and hygiene products can be returned only if they arrived damaged or defective. See our [Return & Refund Policy](/pages/returns-and-refunds).

### When will I get my refund?

Within two working days of the product reaching us, we send the refund: to the same card, UPI or bank account for online payments (your bank shows it in 5–7 working days), or by bank transfer or UPI for cash on delivery orders.

## Products

### Are your products genuine?

Always. We buy directly from the brands and their authorised distributors, and every product arrives sealed. Each product page shows its maker, its country of origin and its net quantity.

### How do I choose the right size or product for my baby?

Each product page lists the recommended age and size. If you are unsure, call us; our team includes parents who have used most of what we sell.

## Your account and data

### How do I see or download the data you hold about me?

Sign in and open your **Profile**: under **Your data** you can correct your details, download everything we hold about you, or delete your account. See our [Privacy Notice](/pages/privacy-notice).

### I forgot my password.

Choose **Forgot password?** on the sign-in page and we will e-mail you a link to set a new one.

## Still need help?

Call ${PHONE}, write to ${EMAIL} or use our [contact form](/contact). We answer ${HOURS}.
`,
});

const PRIVACY: DefaultPage = {
  title: "Privacy Notice",
  description: "How KiddoKart collects, uses and protects your personal data under the Digital Personal Data Protection Act, 2023, and how to access, correct or erase it.",
  body: `This notice explains what personal data KiddoKart collects when you use our website, why we need it, whom we share it with and how you can use your rights under the **Digital Personal Data Protection Act, 2023** (DPDP Act). KiddoKart, named with its registered address on our [Seller Information](/pages/seller-information) page, is the *data fiduciary*: we decide why and how your data is used.

## What we collect

- **Account details:** your name, e-mail address, phone number and password (stored only as a one-way hash). If you sign in through another provider, we receive your name and e-mail address from it.
- **Orders:** the products you buy, delivery and billing addresses (name, phone, street, city, state and PIN code), how you paid, and the status of each delivery. For online payments Razorpay gives us a payment reference; we never receive your card, UPI PIN or bank password.
- **Your activity in the shop:** your cart, wishlist, the reviews you write and the searches made on the site (searches are stored without your name).
- **Messages:** what you write to us through the contact form, by e-mail or by phone.
- **Newsletter:** your e-mail address, if you subscribe. We send the newsletter only once you confirm the subscription from the mail we send to that address.
- **Technical data:** your IP address and browser, kept in our server logs for security and to stop abuse.

We do not collect data about your baby beyond what you choose to write in a message or review.

## Why we use it

| Purpose | Data used |
|---|---|
| Creating and securing your account | account details, technical data |
| Taking, delivering and supporting your orders, returns and refunds | order data, account details |
| Issuing GST tax invoices and keeping accounts as the law requires | order data |
| Answering your questions and complaints | messages, order data |
| Sending our newsletter, only if you subscribed | e-mail address |
| Preventing fraud and misuse of the site | technical data |

We process your data on the basis of your **consent**, given when you create an account, place an order or subscribe, and for the *legitimate uses* the DPDP Act allows, such as meeting our duties under tax and consumer protection law. We do not sell your data, and we do not use it for advertising on other websites.

## Whom we share it with

Only with those who help us serve you, and only what they need:

- **courier partners**, to deliver your order (your name, phone number and delivery address);
- **Razorpay**, to take online payments and send refunds;
- our **e-mail service**, to send order updates and, if you subscribed, the newsletter;
- our **hosting provider in India**, which stores the shop's data;
- **government authorities**, when the law requires it (for example, tax authorities).

## How long we keep it

- Your account data: while you have an account.
- Orders and tax invoices: for the period GST law requires (72 months from the due date of the annual return for the year of the order), even after you delete your account. When you delete your account we remove your name, phone number and street address from your orders, and keep only what the law needs (such as the city, state and PIN code that decide the tax).
- Server logs: up to 90 days.
- Newsletter: until you unsubscribe; an address whose subscription is never confirmed, 7 days after our last confirmation mail.

## Your rights

Under the DPDP Act you have the right to:

- **access** a summary of your personal data and how we use it;
- **correct and update** your data;
- **erase** your data, where we are not required by law to keep it;
- **withdraw your consent** at any time, as easily as you gave it (this does not affect what we did before);
- **nominate** another person to use your rights if you die or are unable to;
- **have your grievances redressed.**

### How to use them

- Sign in and open your **Profile**. Under **Your data** you can correct your details, **download** a copy of everything we hold about you, unsubscribe from the newsletter, and **delete your account**.
- Every newsletter has an unsubscribe link.
- For anything else, write to ${EMAIL}, or to our Grievance Officer (see [Grievance Redressal](/pages/grievance-redressal)). We reply within 48 hours and act on your request within one month.

If you are not satisfied with our answer, you may complain to the **Data Protection Board of India**.

## Children

Our customers are parents and guardians. We do not knowingly let anyone under 18 create an account.

## Security

Your password is stored only as a strong one-way hash, our site is served over HTTPS, payments go through Razorpay, and only staff who need it can see your orders. If a breach ever affects your data, we will tell you and the Data Protection Board as the law requires.

## Cookies

We use only the cookies the shop needs to work; see our [Cookie Policy](/pages/cookie-policy).

## Changes to this notice

When we change this notice, we update the date at the top of this page and, for important changes, tell you by e-mail.
`,
};

const TERMS: DefaultPage = {
  title: "Terms of Use",
  description: "The terms on which KiddoKart sells baby care products online in India: accounts, orders, prices and GST, payment, delivery, returns and how disputes are settled.",
  body: `These terms apply when you use the KiddoKart website and buy from it. Please read them with our [Return & Refund Policy](/pages/returns-and-refunds), [Shipping & Delivery](/pages/shipping-and-delivery) and [Privacy Notice](/pages/privacy-notice), which are part of them. By creating an account or placing an order you accept these terms.

## Who we are

KiddoKart is an online shop for baby care products run from Jaipur, Rajasthan. We sell our own stock: we are the seller of every product on this website. Our legal name, registered address and GSTIN are on our [Seller Information](/pages/seller-information) page.

## Your account

- You must be 18 or older to create an account and buy.
- Give us correct details and keep your password to yourself. You are responsible for what is done with your account; tell us at once if you think someone else has used it.
- We may suspend an account that is used for fraud or to harm the shop or other customers, and will tell you why.

## Products and prices

- We describe each product, its maker, country of origin, net quantity and price as accurately as we can. Pictures are for illustration; packaging may change.
- All prices are in Indian rupees. The GST on each product and any delivery charge are shown at checkout before you pay; the total at checkout is what you pay.
- If a price on the site is clearly wrong, we will tell you before your order ships and you may cancel it for a full refund.

## Orders

- Your order is an offer to buy. It is accepted when we confirm it by e-mail.
- We may limit how many units of one product an order can hold, so that more families can buy it.
- We may cancel an order if the product is out of stock, the delivery address cannot be served or the payment fails; anything you paid is refunded in full.
- You may cancel an order yourself until it ships (see the [Return & Refund Policy](/pages/returns-and-refunds)).

## Payment

You can pay cash on delivery, or online through Razorpay by card, UPI, net banking or wallet. An online order that is not paid within 30 minutes is cancelled. We never see your card details.

## Delivery, returns and refunds

Delivery charges and times are set out in [Shipping & Delivery](/pages/shipping-and-delivery); returns and refunds in the [Return & Refund Policy](/pages/returns-and-refunds). Nothing in these terms takes away your rights under the Consumer Protection Act, 2019 and the Consumer Protection (E-Commerce) Rules, 2020.

## Reviews and content you send us

Reviews must be honest, about the product, and free of abuse, personal details and advertising. We may remove reviews that break these rules. You allow us to show the reviews you write on our website.

## Using the website

Do not misuse the website: no attempts to break its security, overload it, copy its catalogue by automated means or use it for anything unlawful. The KiddoKart name, logo and the website's design and texts belong to us.

## Our responsibility

We are responsible for the products we sell as the law provides, including for defects. We are not responsible for delays caused by events beyond our reasonable control (such as floods, strikes or courier network failures); we will tell you and you may cancel for a full refund.

## Complaints and disputes

Tell us first: our customer care team and our [Grievance Officer](/pages/grievance-redressal) will try to resolve any problem. You may also approach the National Consumer Helpline (dial 1915 or visit consumerhelpline.gov.in) or a consumer commission. These terms are governed by the laws of India; subject to your rights as a consumer, the courts at Jaipur, Rajasthan have jurisdiction.

## Changes

We may change these terms. The version on this page on the day you place an order applies to that order.
`,
};

const COOKIES: DefaultPage = {
  title: "Cookie Policy",
  description: "KiddoKart uses only the cookies the shop needs to work: a sign-in cookie, and a short-lived one when you sign in through another provider. No advertising or tracking cookies.",
  body: `A cookie is a small text file a website stores in your browser. KiddoKart uses **only the cookies the shop needs to work**. We do not use advertising, analytics or social media cookies, and no other company sets cookies through our website.

## The cookies we use

| Cookie | What it is for | How long it stays |
|---|---|---|
| \`kk_session\` | Keeps you signed in, so your cart, wishlist, orders and checkout work. It holds a random code, not your name or password. | Until you sign out, or 30 days after your last visit |
| \`kk_oidc\` | Only when you sign in through another provider: links that provider's answer to your sign-in, and protects it from forgery. | A few minutes, until the sign-in completes |

Both cookies are *HttpOnly* (scripts on the page cannot read them) and are sent only to KiddoKart.

Besides cookies, your browser keeps a one-time welcome message for the current tab after you sign up (in *session storage*); it is erased when the message is shown or the tab is closed.

## Do you need to agree?

Because these cookies are strictly necessary to provide the service you ask for, they do not need your consent. You can still block or delete cookies in your browser's settings; you can then browse the shop, but you cannot sign in, use your cart or place orders.

## Questions

Write to ${EMAIL}. More about how we use your data is in our [Privacy Notice](/pages/privacy-notice).
`,
};

const GRIEVANCE: DefaultPage = {
  title: "Grievance Redressal",
  description: "How to complain to KiddoKart's Grievance Officer about an order, a product, a refund or your personal data, and when you can expect an answer.",
  body: `If something has gone wrong, we want to put it right. Most problems are solved fastest by our customer care team: call ${PHONE} or write to ${EMAIL}, ${HOURS}.

If you are not satisfied with their answer, or your complaint is about how we handled your personal data, write to our **Grievance Officer**, whose details are above. We have appointed the Grievance Officer as required by the Consumer Protection (E-Commerce) Rules, 2020 and the Digital Personal Data Protection Act, 2023.

## How to complain

Please include:

1. your name and the e-mail address or phone number of your account;
2. the order number, if your complaint is about an order;
3. what went wrong and what you would like us to do;
4. photos or documents that help us understand the problem.

## What happens next

1. **Within 48 hours** we acknowledge your complaint and give you a complaint number.
2. We look into it, and may call you if we need more details.
3. **Within one month** of receiving your complaint we resolve it and tell you, in writing, what we have done and why.

## If you are still not satisfied

You may contact the **National Consumer Helpline** (dial 1915, or visit consumerhelpline.gov.in), file a complaint with the consumer commission through the e-Daakhil portal, or, for a complaint about your personal data, approach the **Data Protection Board of India**.
`,
};

const SELLER: DefaultPage = {
  title: "Seller Information",
  description: "Who sells on KiddoKart: the seller's legal name, registered address, GSTIN and how to reach customer care and the Grievance Officer.",
  body: `Every product on KiddoKart is sold by us, from our own stock in Jaipur: there are no third-party sellers on this website. The details above also appear on every tax invoice we issue.

## Customer care

We answer calls and e-mails ${HOURS}. You can also write to us through our [contact form](/contact); we reply within 24 hours.

## Grievance Officer

For complaints that customer care could not resolve, and for requests about your personal data, see [Grievance Redressal](/pages/grievance-redressal).

## Our policies

- [Return & Refund Policy](/pages/returns-and-refunds)
- [Shipping & Delivery](/pages/shipping-and-delivery)
- [Terms of Use](/pages/terms-of-use)
- [Privacy Notice](/pages/privacy-notice)

## Payments

Online payments are processed by Razorpay Software Private Limited, a payment aggregator authorised by the Reserve Bank of India. Cash on delivery is collected by our courier partners on our behalf.
`,
};

/**
 * The texts every shop starts with, written for KiddoKart; administrators change them in the back office
 * (Settings › Pages). Missing pages are added at start-up, so a text edited there is never overwritten.
 */
export const defaultPages = (settings: DefaultPageSettings): Record<ShopPageSlug, DefaultPage> => ({
  "returns-and-refunds": RETURNS,
  "shipping-and-delivery": SHIPPING,
  faqs: faqs(settings),
  "privacy-notice": PRIVACY,
  "terms-of-use": TERMS,
  "cookie-policy": COOKIES,
  "grievance-redressal": GRIEVANCE,
  "seller-information": SELLER,
});
