/**
 * The test tokenizer served at `/js/v2`: the part of MercadoPago.js v2 ("Core Methods") that Sabiá uses, with the
 * same names — `new MercadoPago(publicKey, options)`, `mp.createCardToken({cardNumber, cardholderName,
 * cardExpirationMonth, cardExpirationYear, securityCode, identificationType, identificationNumber})` resolving to
 * the token (`{id, first_six_digits, last_four_digits, …}`), `mp.getInstallments({amount, bin})` resolving to the
 * installments list and `mp.getPaymentMethods({bin})` to `{results: [...]}`. It talks to the simulator it was
 * loaded from (the origin of its own script URL), with the public key in the query as the real one does.
 */
export const tokenizerScript = String.raw`(function () {
  "use strict";
  var script = document.currentScript;
  var origin = new URL(script && script.src ? script.src : "/", location.href).origin;
  function request(method, path, query, body) {
    var url = new URL(path, origin);
    Object.keys(query).forEach(function (name) {
      if (query[name] !== undefined && query[name] !== null) url.searchParams.set(name, String(query[name]));
    });
    return fetch(url, {
      method: method,
      headers: body ? { "content-type": "application/json" } : {},
      body: body ? JSON.stringify(body) : undefined,
      credentials: "omit",
    }).then(function (response) {
      return response.json().then(function (json) {
        if (!response.ok) return Promise.reject(json);
        return json;
      });
    });
  }
  function MercadoPago(publicKey, options) {
    if (!(this instanceof MercadoPago)) throw new TypeError("MercadoPago must be called with new");
    if (typeof publicKey !== "string" || publicKey === "") throw new TypeError("MercadoPago needs a public key");
    this.publicKey = publicKey;
    this.options = options || {};
  }
  MercadoPago.prototype.createCardToken = function (data) {
    var identification = data.identificationType && data.identificationNumber
      ? { type: data.identificationType, number: String(data.identificationNumber).replace(/\D/g, "") }
      : undefined;
    var cardholder = { name: data.cardholderName };
    if (identification) cardholder.identification = identification;
    return request("POST", "/v1/card_tokens", { public_key: this.publicKey }, {
      card_number: String(data.cardNumber || "").replace(/\D/g, ""),
      security_code: String(data.securityCode || ""),
      expiration_month: Number(data.cardExpirationMonth),
      expiration_year: Number(String(data.cardExpirationYear).length === 2 ? "20" + data.cardExpirationYear : data.cardExpirationYear),
      cardholder: cardholder,
    });
  };
  MercadoPago.prototype.getInstallments = function (data) {
    return request("GET", "/v1/payment_methods/installments", {
      public_key: this.publicKey, amount: data.amount, bin: data.bin, payment_type_id: data.paymentTypeId,
    });
  };
  MercadoPago.prototype.getPaymentMethods = function (data) {
    return this.getInstallments({ amount: "100", bin: data.bin }).then(function (list) {
      return { results: list.map(function (item) {
        return { id: item.payment_method_id, payment_type_id: item.payment_type_id, issuer: item.issuer };
      }) };
    });
  };
  window.MercadoPago = MercadoPago;
})();
`;
