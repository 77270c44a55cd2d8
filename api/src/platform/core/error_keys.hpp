#pragma once
// Error keys the API answers with. Spec section 8 keys keep their spelling; the
// generic ones below cover transport-level failures. The UI translates by key.
// Every key the API uses is a constant here and nowhere else is it spelled out:
// tests/tools/check_error_keys.py (ctest error_keys_only_in_header) fails on a
// literal key anywhere else in api/src.

#include "panalo/money/amount.hpp"
#include "panalo/points/conversion.hpp"
#include "panalo/validation/messages.hpp"

namespace panalo::error_keys {

inline constexpr const char* kNotFound = "not_found";
inline constexpr const char* kMethodNotAllowed = "method_not_allowed";
inline constexpr const char* kInvalidParameter = "invalid_parameter";
inline constexpr const char* kRequestTooLarge = "request_too_large";
inline constexpr const char* kRequestTimeout = "request_timeout";
inline constexpr const char* kInternalError = "internal_error";
inline constexpr const char* kServiceUnavailable = "service_unavailable";
inline constexpr const char* kInvalidRequest = "invalid_request";
// A call with effects whose body is not application/json (cross-site forms).
inline constexpr const char* kUnsupportedMediaType = "unsupported_media_type";

// Sealed (HPKE) request bodies: what a client can act on, nothing finer.
inline constexpr const char* kSealedBodyRequired = "sealed_body_required";  // send it sealed
inline constexpr const char* kEnvelopeMalformed = "envelope_malformed";     // client bug
inline constexpr const char* kEnvelopeUnknownKey = "envelope_unknown_key";  // fetch the key, seal again
inline constexpr const char* kEnvelopeExpired = "envelope_expired";         // device clock is off
inline constexpr const char* kEnvelopeRejected = "envelope_rejected";       // failed to open
inline constexpr const char* kEnvelopeReplayed = "envelope_replayed";       // request id seen before

// Verification by SMS and e-mail, password recovery, unregistered-IP gate
// (spec section 8, "Phone auth").
inline constexpr const char* kTooManyRequests = "too_many_requests";        // data {retryAfterSeconds}
inline constexpr const char* kFunctionNotEnabled = "function_not_enabled";  // its feature flag is off
inline constexpr const char* kInvalidPhoneNumber = "invalid_phone_number";
inline constexpr const char* kMissingPhoneNumber = "missing_phone_number";
inline constexpr const char* kSmsCodeCountdown = "sms_code_countdown";       // data {retryAfterSeconds}
inline constexpr const char* kSmsTooManyRequests = "sms_too_many_requests";  // data {retryAfterSeconds: 300}
inline constexpr const char* kVerificationCodeInvalid = "verification_code_invalid";
inline constexpr const char* kVerificationCodeExpired = "verification_code_expired";
inline constexpr const char* kMobileExists = "mobile_exists";
inline constexpr const char* kUsernameEmailNotFound = "username_email_not_found";
inline constexpr const char* kResetTokenInvalid = "reset_token_invalid";
inline constexpr const char* kPasswordNotSet = "password_not_set";  // SMS-only account: set one by phone
inline constexpr const char* kIpVerificationRequired =
    "ip_verification_required";  // data {method, destination, expiredMinutes}
// Too many wrong codes for a number or account within the window: SMS login and
// password setting by phone are locked for it until the window ends.
inline constexpr const char* kVerificationLocked = "verification_locked";  // data {retryAfterSeconds}
// A send after the first for a number in the window came without a captcha.
inline constexpr const char* kCaptchaRequired = "captcha_required";  // data {captcha: true}

// Sessions and sign-in (spec section 8).
inline constexpr const char* kNotLoggedIn = "not_logged_in";
inline constexpr const char* kLoginFailed = "login_failed";        // data {captcha: true}
inline constexpr const char* kInvalidCaptcha = "invalid_captcha";  // data {captcha: true}
// A new password found by the breached-password check (platform/security/breached_password_check.hpp).
inline constexpr const char* kPasswordBreached = "password_breached";
inline constexpr const char* kNonMemberLogin = "non_member_login";
inline constexpr const char* kNonAgentLogin = "non_agent_login";
inline constexpr const char* kAccountDisabled = "account_disabled";
inline constexpr const char* kOldPasswordIncorrect = "old_password_incorrect";
inline constexpr const char* kInNeedTrueAccount = "in_need_true_account";  // a trial account asked for more
// A session from a login with an operator-set or expired password: it may only
// change the password (and log out) until then.
inline constexpr const char* kPasswordChangeRequired = "password_change_required";
// Ending a session that is not one of the caller's live sessions.
inline constexpr const char* kSessionNotFound = "session_not_found";

// Who may reach the site (spec section 8).
inline constexpr const char* kInfoIpBlock = "info_ip_block";  // temporary lock; data {retryAfterSeconds}
inline constexpr const char* kAccessRestricted = "access_restricted";
inline constexpr const char* kSystemMaintenance = "system_maintenance";

// Accounts, agents and invitations.
inline constexpr const char* kAccountExists = "account_exists";
inline constexpr const char* kAffiliateCodeExists = "affiliate_code_exists";
inline constexpr const char* kNotAnAgent = "not_an_agent";
// Agent contracts (issue 16): the operator has not enabled that kind for the
// agent (400); the agent holds no contract of that kind to share (400); an
// offer above the agent's own rates (400); the contract is not in the state
// the action needs (409).
inline constexpr const char* kContractFeatureOff = "contract_feature_off";
inline constexpr const char* kContractNeedsOwn = "contract_needs_own";
inline constexpr const char* kContractRateAboveOwn = "contract_rate_above_own";
inline constexpr const char* kContractState = "contract_state";
// A code that does not resolve, whatever the reason (unknown, disabled, wrong domain).
inline constexpr const char* kInvitationCodeError = "invitation_code_error";

// Form-rule keys the API also answers with: the shared validators' own
// constants (panalo/validation/messages.hpp), so the two never drift apart.
inline constexpr const char* kInputCannotBeEmpty = validation::message_keys::kInputCannotBeEmpty.data();
inline constexpr const char* kAccountFormatIncorrect = validation::message_keys::kAccountFormatIncorrect.data();

// Money (issue 13): the wallet and every later money call.
// A transfer or withdrawal above the balance or a limit (spec section 8,
// "quota not sufficient, contact customer service").
inline constexpr const char* kQuotaNotSufficient = "quota_not_sufficient";
inline constexpr const char* kUnknownVendor = "unknown_vendor";  // no such game vendor, or it takes no transfers
// Merchant wallet mode "single" (spec section 7, isSingle): games play from the
// main wallet, so no money goes into a game vendor wallet (422).
inline constexpr const char* kSingleWalletMode = "single_wallet_mode";
// A transfer to the upline from a member who has none (or whose upline can no longer log in) (422).
inline constexpr const char* kNoUpline = "no_upline";
// A money call without a usable Idempotency key (8-128 of A-Z a-z 0-9 _ . : -).
inline constexpr const char* kIdempotencyKeyInvalid = "idempotency_key_invalid";
// The key was used before with a different request (409); the same request gets the first answer.
inline constexpr const char* kIdempotencyKeyReused = "idempotency_key_reused";
// Deposits and withdrawals (issue 13 part B).
// The payment channel does not exist or is disabled.
inline constexpr const char* kPaymentChannelUnavailable = "payment_channel_unavailable";
// A deposit below the channel's minimum or above its maximum.
inline constexpr const char* kDepositOutsideChannelRange = "deposit_outside_channel_range";
// A deposit above the member's own daily, weekly or monthly limit.
inline constexpr const char* kDepositLimitExceeded = "deposit_limit_exceeded";
// The operator acted on a request that already left in_process (409).
inline constexpr const char* kRequestAlreadyDecided = "request_already_decided";
inline constexpr const char* kFundsPasswordIncorrect = "funds_password_incorrect";
inline constexpr const char* kFundsPasswordNotSet = "funds_password_not_set";
// Too many wrong funds passwords in a while: every funds-password call of the
// member is refused until the lock ends (429, data.retryAfterSeconds).
inline constexpr const char* kFundsPasswordLocked = "funds_password_locked";
// Deposits not yet wagered the configured multiple: the message says how much remains.
inline constexpr const char* kTurnoverNotMet = "turnover_not_met";
// A receipt confirmation for a withdrawal that is not (or no longer) disbursed (409).
inline constexpr const char* kWithdrawalNotConfirmable = "withdrawal_not_confirmable";
// Partly received: the amount that arrived must be above zero and below the withdrawal.
inline constexpr const char* kReceivedAmountInvalid = "received_amount_invalid";
// Proof images: PNG or JPEG by content, at most 5 MB each, at most 3, at least one for not_received.
inline constexpr const char* kProofImageInvalid = "proof_image_invalid";
inline constexpr const char* kProofImageTooLarge = "proof_image_too_large";
inline constexpr const char* kProofImagesTooMany = "proof_images_too_many";
inline constexpr const char* kProofImageRequired = "proof_image_required";
// Responsible gaming (issue 13 item 7): while a member's cool-off or
// self-exclusion runs, deposits, play and transfers into game wallets are refused (403).
inline constexpr const char* kCoolOffActive = "cool_off_active";
inline constexpr const char* kSelfExclusionActive = "self_exclusion_active";
// A member asked for a break that ends before the running one (422).
inline constexpr const char* kPlayBreakCannotBeShortened = "play_break_cannot_be_shortened";
// Manual rebate (issue 13 item 6): the period's rebate was claimed already (409),
// or there are no valid bets with a rebate rate to claim on (422).
inline constexpr const char* kRebateAlreadyClaimed = "rebate_already_claimed";
inline constexpr const char* kRebateNothingToClaim = "rebate_nothing_to_claim";
// Games catalogue (issue 14): no such game in the catalogue (404); the game or
// its vendor is under maintenance (spec section 8, "game under maintenance",
// 403); the member's agent has not enabled the game ("please contact your
// agent", 403).
inline constexpr const char* kGameNotFound = "game_not_found";
inline constexpr const char* kGameMaintenance = "game_maintenance";
inline constexpr const char* kContactAgent = "contact_agent";
// Game launch: the game's vendor has no launch URL configured (third-party
// vendors cannot be reached from here; 503), or its launch URL fails the link
// rule (spec section 8, "invalid URL, contact customer service"; 503).
inline constexpr const char* kVendorUnavailable = "vendor_unavailable";
inline constexpr const char* kInvalidUrl = "invalid_url";
// Seamless wallet (issue 14 item 5): calls from a game provider to the platform.
// The signature over timestamp, path and body does not match the vendor's secret (401).
inline constexpr const char* kSeamlessSignatureInvalid = "seamless_signature_invalid";
// The signed timestamp is outside the clock-skew window (401): a stale or replayed request.
inline constexpr const char* kSeamlessRequestExpired = "seamless_request_expired";
// The round already has a stake, is settled or was rolled back (409).
inline constexpr const char* kSeamlessRoundConflict = "seamless_round_conflict";
// A credit for a round whose stake the platform never took (404).
inline constexpr const char* kSeamlessRoundUnknown = "seamless_round_unknown";
// A debit whose transaction id the provider already rolled back (409).
inline constexpr const char* kSeamlessTransactionRolledBack = "seamless_transaction_rolled_back";
// House games (issue 14 item 5, the provider side).
// A stake outside the game's limits (400; data {min, max}).
inline constexpr const char* kOriginalsBetOutOfRange = "originals_bet_out_of_range";
// The seed cannot be rotated while a round on it is still open (409).
inline constexpr const char* kOriginalsRoundInProgress = "originals_round_in_progress";
// A round can be verified only once its server seed is revealed (409).
inline constexpr const char* kOriginalsSeedNotRevealed = "originals_seed_not_revealed";
// The provider could not reach the platform's wallet (503).
inline constexpr const char* kOriginalsWalletUnavailable = "originals_wallet_unavailable";
// Promotions (issue 15 item 3; spec section 4, Promotion statuses; section 5, Activity application).
// The promotion has not started yet (coming soon) or has ended (Close) (422).
inline constexpr const char* kPromotionNotStarted = "promotion_not_started";
inline constexpr const char* kPromotionEnded = "promotion_ended";
// The member already takes part (409); the bonus was already paid to this member (409).
inline constexpr const char* kPromotionAlreadyJoined = "promotion_already_joined";
inline constexpr const char* kPromotionAlreadyClaimed = "promotion_already_claimed";
// Claim before joining, or before the requirement is met (422).
inline constexpr const char* kPromotionNotJoined = "promotion_not_joined";
inline constexpr const char* kPromotionRequirementNotMet = "promotion_requirement_not_met";
// The member may not take part (a first-deposit offer after a deposit) (403).
inline constexpr const char* kPromotionNotEligible = "promotion_not_eligible";
// The action does not fit the promotion's kind (e.g. apply to a raffle) (422).
inline constexpr const char* kPromotionActionUnavailable = "promotion_action_unavailable";
// The activity application's form-rule keys (panalo/validation/forms.hpp,
// validateActivityApplication), answered as they are: remark over 140
// characters, more than 3 images, an image that is not PNG/JPEG by its bytes,
// an image over 5 MB (400).
inline constexpr const char* kRemarkTooLong = validation::message_keys::kRemarkTooLong.data();
inline constexpr const char* kTooManyImages = validation::message_keys::kTooManyImages.data();
inline constexpr const char* kImageTypeNotAllowed = validation::message_keys::kImageTypeNotAllowed.data();
inline constexpr const char* kImageTooLarge = validation::message_keys::kImageTooLarge.data();
// Missions and VIP (issue 15 item 6).
// No live mission with that id (404).
inline constexpr const char* kMissionNotFound = "mission_not_found";
// The mission's goal is not reached in its current period (422).
inline constexpr const char* kMissionNotCompleted = "mission_not_completed";
// This period's reward was claimed already, with another idempotency key (409).
inline constexpr const char* kMissionAlreadyClaimed = "mission_already_claimed";
// The operator cannot delete a mission members have claimed: disable it (409).
inline constexpr const char* kMissionHasClaims = "mission_has_claims";
// A points reward while no points ledger is connected to the missions (503).
inline constexpr const char* kPointsUnavailable = "points_unavailable";
// The VIP bonus page and calls for a member without a VIP level (403).
inline constexpr const char* kVipNotMember = "vip_not_member";
// The VIP bonus asked for is not (or no longer) claimable for the member (422).
inline constexpr const char* kVipBonusNotAvailable = "vip_bonus_not_available";
// That VIP bonus was claimed already, with another idempotency key (409).
inline constexpr const char* kVipBonusAlreadyClaimed = "vip_bonus_already_claimed";
// The shared money rule's keys (panalo/money/amount.hpp), as the form rules' are.
inline constexpr const char* kAmountFormatIncorrect = money::message_keys::kAmountFormatIncorrect.data();
inline constexpr const char* kAmountMustBePositive = money::message_keys::kAmountMustBePositive.data();
inline constexpr const char* kAmountTooManyDecimals = money::message_keys::kAmountTooManyDecimals.data();
inline constexpr const char* kAmountTooLarge = money::message_keys::kAmountTooLarge.data();

// Support (issue 15 items 7 and 8): feedback content outside the shared word
// rule (panalo/text/word_count.hpp; spec section 5 "feedback content between
// {0} and {1} words"; 400, data {minWords, maxWords, words}), or over its
// character cap (400, data {maxCharacters}).
inline constexpr const char* kFeedbackContentWords = "feedback_content_words";
inline constexpr const char* kFeedbackContentTooLong = "feedback_content_too_long";
// Reward center and points mall (issue 15 item 4).
// The member's password given to redeem does not match (400).
inline constexpr const char* kRedeemPasswordIncorrect = "redeem_password_incorrect";
// Fewer points than the redeem or conversion needs (422).
inline constexpr const char* kPointsNotEnough = points::message_keys::kPointsNotEnough.data();
// No such reward, or it is not on sale (404).
inline constexpr const char* kRewardNotFound = "reward_not_found";
// The reward has no stock left for that quantity (409).
inline constexpr const char* kRewardOutOfStock = "reward_out_of_stock";
// A physical reward needs a delivery address (400).
inline constexpr const char* kRewardAddressRequired = "reward_address_required";
// A conversion below the mall's minimum (422; data {minimum}).
inline constexpr const char* kConvertBelowMinimum = points::message_keys::kConvertBelowMinimum.data();
// A conversion past the member's daily limit (422; data {remaining}).
inline constexpr const char* kConvertDailyLimit = points::message_keys::kConvertDailyLimit.data();
// Points to convert that are not whole digits (400; the shared points rule).
inline constexpr const char* kPointsFormatIncorrect = points::message_keys::kPointsFormatIncorrect.data();
// Platform messages (issue 15 item 5): no message of that id the member sees
// (another member's, withdrawn, deleted by the member; 404).
inline constexpr const char* kMessageNotFound = "message_not_found";
// Referral (issue 15 item 6): the member is not enabled for invite friends (403).
inline constexpr const char* kReferralNotEnabled = "referral_not_enabled";
// A member cannot be their own referrer, nor their own referrer's (400).
inline constexpr const char* kReferralOwnCode = "referral_own_code";
// The member already has a referrer (409).
inline constexpr const char* kReferralAlreadyBound = "referral_already_bound";
// A referrer can be named only before the member's first approved deposit (409).
inline constexpr const char* kReferralBindClosed = "referral_bind_closed";

// Chat room and live hosts (issue 17 items 3 and 4).
// The member is muted by the operator (403; data {mutedUntil}).
inline constexpr const char* kChatMuted = "chat_muted";
// A chat message over its character cap (400; data {maxCharacters}).
inline constexpr const char* kChatMessageTooLong = "chat_message_too_long";
// The live host is offline: their chat room cannot be launched now (409).
inline constexpr const char* kLiveHostOffline = "live_host_offline";

// Mini game (issue 17 item 5): the operator has switched the daily spin off or
// left its wheel without segments (403).
inline constexpr const char* kMinigameDisabled = "minigame_disabled";
// The member has spun in this period already; data {nextAt} (409).
inline constexpr const char* kMinigameAlreadySpun = "minigame_already_spun";
// No such spin of the member (404).
inline constexpr const char* kMinigameSpinNotFound = "minigame_spin_not_found";
// The spin's server seed is still in use: rotate to reveal it first (409).
inline constexpr const char* kMinigameSeedNotRevealed = "minigame_seed_not_revealed";

// Lottery results (issue 17 item 7): no such lottery (404), no such draw (404).
inline constexpr const char* kLotteryNotFound = "lottery_not_found";
inline constexpr const char* kLotteryDrawNotFound = "lottery_draw_not_found";
// An entered result whose tiers, counts or number lengths do not fit the
// lottery's format (400; the message names the tier).
inline constexpr const char* kLotteryResultInvalid = "lottery_result_invalid";
// The draw already has its result: a change is an explicit correction (409).
inline constexpr const char* kLotteryResultExists = "lottery_result_exists";
// The draw is void, or its time has not come, or it is the house's to draw (409).
inline constexpr const char* kLotteryDrawClosed = "lottery_draw_closed";
inline constexpr const char* kLotteryDrawNotDue = "lottery_draw_not_due";
inline constexpr const char* kLotteryHouseDraw = "lottery_house_draw";
// PVP rooms (issue 17 item 6): no such room (404); every seat is taken (409);
// the room is closed (409); leaving a room the member has no seat in (409).
inline constexpr const char* kPvpRoomNotFound = "pvp_room_not_found";
inline constexpr const char* kPvpRoomFull = "pvp_room_full";
inline constexpr const char* kPvpRoomClosed = "pvp_room_closed";
inline constexpr const char* kPvpNotSeated = "pvp_not_seated";

}  // namespace panalo::error_keys
