import { SANDBOX_PREFIX } from "./sandbox-gateway";

/**
 * The sandbox's stand-in for Razorpay's checkout.js: the same `new Razorpay(options).open()` and
 * `.on("payment.failed", …)`, with an accessible modal offering Pay, Fail and Cancel.
 */
export const sandboxCheckoutScript = `(() => {
  const base = ${JSON.stringify(SANDBOX_PREFIX)};
  const rupees = (paise) => new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" }).format(paise / 100);
  function element(tag, style, text) {
    const node = document.createElement(tag);
    Object.assign(node.style, style);
    if (text) node.textContent = text;
    return node;
  }
  function button(label, background, color) {
    const node = element("button", { font: "inherit", fontWeight: "600", padding: "0.7rem 1rem", borderRadius: "0.6rem", border: "1px solid #d4d4d8", background, color, cursor: "pointer", width: "100%" }, label);
    node.type = "button";
    return node;
  }
  function Razorpay(options) {
    this.options = options || {};
    this.handlers = {};
  }
  Razorpay.prototype.on = function (event, handler) {
    this.handlers[event] = handler;
  };
  Razorpay.prototype.open = function () {
    const options = this.options;
    const handlers = this.handlers;
    const previousFocus = document.activeElement;
    const overlay = element("div", { position: "fixed", inset: "0", background: "rgba(15,23,42,0.55)", display: "flex", alignItems: "center", justifyContent: "center", zIndex: "2147483647", padding: "1rem" });
    const dialog = element("div", { background: "#fff", color: "#18181b", borderRadius: "1rem", padding: "1.5rem", width: "100%", maxWidth: "24rem", boxShadow: "0 20px 50px rgba(0,0,0,0.3)", fontFamily: "system-ui, sans-serif", display: "grid", gap: "0.75rem" });
    dialog.setAttribute("role", "dialog");
    dialog.setAttribute("aria-modal", "true");
    dialog.setAttribute("aria-labelledby", "sandbox-checkout-title");
    dialog.setAttribute("aria-describedby", "sandbox-checkout-note");
    const title = element("h2", { margin: "0", fontSize: "1.15rem" }, (options.name || "Checkout") + " — " + rupees(options.amount || 0));
    title.id = "sandbox-checkout-title";
    const description = element("p", { margin: "0", color: "#3f3f46" }, options.description || "");
    const note = element("p", { margin: "0", fontSize: "0.85rem", color: "#52525b", background: "#fef3c7", padding: "0.5rem 0.75rem", borderRadius: "0.5rem" }, "Sandbox payment: no money moves. Choose what the bank should answer.");
    note.id = "sandbox-checkout-note";
    const color = (options.theme && options.theme.color) || "#e11d48";
    const pay = button("Pay " + rupees(options.amount || 0), color, "#fff");
    const fail = button("Fail payment", "#fff", "#b91c1c");
    const cancel = button("Cancel", "#fff", "#18181b");
    dialog.append(title, description, note, pay, fail, cancel);
    overlay.append(dialog);
    document.body.append(overlay);
    pay.focus();

    let done = false;
    function close() {
      done = true;
      overlay.remove();
      document.removeEventListener("keydown", onKey, true);
      if (previousFocus && previousFocus.focus) previousFocus.focus();
    }
    function dismiss() {
      if (done) return;
      close();
      if (options.modal && options.modal.ondismiss) options.modal.ondismiss();
    }
    function onKey(event) {
      if (event.key === "Escape") { event.preventDefault(); dismiss(); }
      if (event.key !== "Tab") return;
      const buttons = [pay, fail, cancel];
      const index = buttons.indexOf(document.activeElement);
      event.preventDefault();
      buttons[(index + (event.shiftKey ? buttons.length - 1 : 1)) % buttons.length].focus();
    }
    document.addEventListener("keydown", onKey, true);

    async function settle(outcome) {
      pay.disabled = fail.disabled = cancel.disabled = true;
      try {
        const response = await fetch(base + "/v1/checkout/" + encodeURIComponent(options.order_id) + "/" + outcome, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ key_id: options.key }) });
        const body = await response.json();
        close();
        if (outcome === "pay" && response.ok && options.handler) options.handler(body);
        else if (handlers["payment.failed"]) handlers["payment.failed"]({ error: body.error || { description: "Payment failed" } });
      } catch (error) {
        close();
        if (handlers["payment.failed"]) handlers["payment.failed"]({ error: { description: String(error) } });
      }
    }
    pay.addEventListener("click", () => settle("pay"));
    fail.addEventListener("click", () => settle("fail"));
    cancel.addEventListener("click", dismiss);
  };
  window.Razorpay = Razorpay;
})();
`;
