-- Who asked for an OTP (per-address send limits count these rows), and where the
-- shopper's browser goes back to after paying (the store pages given to payment-gateway).
ALTER TABLE otp_codes ADD COLUMN ip text;
CREATE INDEX otp_codes_ip_idx ON otp_codes (ip, sent_at DESC);
CREATE INDEX otp_codes_sent_idx ON otp_codes (phone, sent_at DESC);

ALTER TABLE payments ADD COLUMN surl text;
ALTER TABLE payments ADD COLUMN furl text;

CREATE INDEX reviews_user_idx ON reviews (user_id);
