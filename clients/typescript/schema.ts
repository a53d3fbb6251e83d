export interface paths {
    "/api/pins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The player's pinned events, first pinned first; none before the first pin
         * @description Needs the player's token: without a valid one it is refused 401 before its input is read.
         */
        get: operations["getPins"];
        /**
         * Replaces the player's pinned events with the set sent (at most 8, 3 markets each)
         * @description The whole set travels each time, so the last writer wins: the engine merges the server's set with its own at login and sends the union.
         *
         *     Needs the player's token: without a valid one it is refused 401 before its input is read.
         */
        put: operations["putPins"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/icore/players/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Direct login: a session token for a username and password
         * @description Only for brands whose login method is direct: a gateway or wallet brand's players are refused 403 wrong-login-method, so a second factor or the terms cannot be skipped by calling this. The token is the bearer of every player call until expirationTimeInSeconds; a 429 says in retryAfterSeconds (and Retry-After) when to try again.
         *
         *     Anyone may call it: no credential.
         */
        post: operations["logIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/{lang}/api/plugins/component/route/header_login/authenticate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Password step: sets the login-step cookie; otp true asks for a one-time code, null for the security question, false for neither
         * @description The first step of a gateway login, for brands whose login method is authGateway. It sets the login-step cookie the next step needs (send it back: the calls are made with credentials). otp true: ask for a one-time code next (otp/generate); null: answer the security question (security_question/getquestion); false: no second factor, integrate next. A 429 says in retryAfterSeconds (and Retry-After) when to try again.
         *
         *     Anyone may call it: no credential.
         */
        post: operations["logInThroughGateway"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Password step, as one brand calls it: the same as header_login/authenticate
         * @description The first step of a gateway login, for brands whose login method is authGateway. It sets the login-step cookie the next step needs (send it back: the calls are made with credentials). otp true: ask for a one-time code next (otp/generate); null: answer the security question (security_question/getquestion); false: no second factor, integrate next. A 429 says in retryAfterSeconds (and Retry-After) when to try again.
         *
         *     Anyone may call it: no credential.
         */
        post: operations["logInThroughApiLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/{lang}/api/plugins/component/route/otp/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a one-time code by SMS (valid 30 minutes); another may be asked for 295 s later
         * @description Needs the password step's cookie at otp. Asked again before resendAfterSeconds, or while wrong codes have locked codes, it is refused 429 with the seconds left.
         *
         *     Anyone may call it: no credential.
         */
        post: operations["requestOneTimeCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/{lang}/api/plugins/component/route/otp/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checks the one-time code; five wrong codes lock codes for 15 minutes
         * @description Accepted (success true), the cookie moves on to verified: integrate next. An expired code is told apart from a wrong one, so the client offers a new code.
         *
         *     Anyone may call it: no credential.
         */
        post: operations["checkOneTimeCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/{lang}/api/plugins/component/route/security_question/getquestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The player's security question, as the result
         * @description Needs the password step's cookie at the question step (otp null).
         *
         *     Anyone may call it: no credential.
         */
        post: operations["getSecurityQuestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/{lang}/api/plugins/component/route/security_question/checkAnswer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checks the answer (without case or surrounding spaces); five wrong answers lock it for 15 minutes
         * @description Accepted (status SUCCESS), the cookie moves on to verified: integrate next.
         *
         *     Anyone may call it: no credential.
         */
        post: operations["checkSecurityAnswer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/{lang}/api/plugins/module/route/als_integration/integrate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hands the verified login to the sportsbook: GET /api/session comes next
         * @description Anyone may call it: no credential.
         */
        post: operations["completeGatewayLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Logs in to the wallet: a session cookie (and token); fileName names terms to accept first
         * @description For brands whose login method is operatorWallet. The session travels in an httpOnly cookie under /accounts, and as sessionToken for callers that keep no cookies (a frame in another site): they send it as the bearer. A fileName means the player must accept those terms (accept-terms) before a game token is given. A 429 says in retryAfterSeconds (and Retry-After) when to try again.
         *
         *     Anyone may call it: no credential.
         */
        post: operations["logInToWallet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/terms/{version}.html": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The brand's terms of use of that version, as an HTML page
         * @description Opened as a link, perhaps without the brand header: the request's brand if it has this version, else the brand that does.
         *
         *     Anyone may call it: no credential.
         */
        get: operations["getTermsPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/me/sessions/accept-terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records that the player accepted the brand's current terms
         * @description Needs the operator wallet's session.
         */
        post: operations["acceptTerms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/me/sessions/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new session with a new expiry in place of this one, which ends
         * @description The sportsbook sessions opened from the old wallet session go on under the new one. The client refreshes before expiresIn runs out while the player is logged in.
         *
         *     Needs the operator wallet's session.
         */
        post: operations["refreshWalletSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/me/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Logs out of the wallet: the session ends and its token is refused from now on
         * @description The sportsbook sessions opened from it end with it, and the cookie is cleared.
         *
         *     Needs the operator wallet's session.
         */
        delete: operations["logOutOfWallet"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/me/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The player's profile
         * @description Needs the operator wallet's session.
         */
        get: operations["getWalletProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/me/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Real money, bonus money and their total, in minor units
         * @description Needs the operator wallet's session.
         */
        get: operations["getWalletBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/me/game-launch-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A game token for the sportsbook (five minutes): GET /api/session takes it in the game-token header
         * @description Refused 403 terms-not-accepted while the player has terms to accept. A game token opens one sportsbook session.
         *
         *     Needs the operator wallet's session.
         */
        post: operations["getGameToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Opens the sportsbook session at the end of a gateway login (step cookie at 'integrated') or a wallet login (game-token header)
         * @description The answer's jwe_token is the bearer of every player call until expirationTimeInSeconds; without it the client takes the login as failed (SPEC.md section 8). Each game token opens one session: sent again, it is refused 401. The step cookie is cleared either way.
         *
         *     Anyone may call it: no credential.
         */
        get: operations["openPlayerSession"];
        put?: never;
        post?: never;
        /**
         * Logs out of the sportsbook, however the player logged in: the session ends and its token is refused from now on
         * @description Needs the player's token: without a valid one it is refused 401 before its input is read.
         */
        delete: operations["logOut"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/icore/checkplayer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whom the bearer token names: the player id, username and status
         * @description The client asks when the tab becomes visible again (SPEC.md section 4): a refusal, or another account than the one it holds, ends its session.
         *
         *     Needs the player's token: without a valid one it is refused 401 before its input is read.
         */
        get: operations["checkPlayer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/icore/players/{username}/balance/sportsbook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The player's sportsbook balance, in minor units
         * @description The client polls it while the tab is visible (the brand's user_wallet_poll_time) and after money moved. Another player's username is refused 403 forbidden.
         *
         *     Needs the player's token: without a valid one it is refused 401 before its input is read.
         */
        get: operations["getSportsbookBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/icore/players/{username}/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The player's details
         * @description Needs the player's token: without a valid one it is refused 401 before its input is read.
         */
        get: operations["getPlayerDetails"];
        /**
         * Changes what a player may change (priceFormat, locale, defaultStake, isRememberStake, enableStreamFullScreen); answers the details
         * @description Only the fields sent change; any other field is refused 400 naming it. defaultStake null clears the stake the slip starts with.
         *
         *     Needs the player's token: without a valid one it is refused 401 before its input is read.
         */
        put: operations["updatePlayerDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/icore/players/{username}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The player's logins, payments and bets, newest first; from/to bound the dates
         * @description A page at a time; from after to is refused 400.
         *
         *     Needs the player's token: without a valid one it is refused 401 before its input is read.
         */
        get: operations["getPlayerHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/icore/players/{username}/sportsbook/wageringRequirements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What is left to wager before the promo cash becomes withdrawable
         * @description Needs the player's token: without a valid one it is refused 401 before its input is read.
         */
        get: operations["getWageringRequirements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/icore/players/{username}/riskGroupNotice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The risk-group notice: whether it is due, and the player's real-money activity of the last 30 days
         * @description Needs the player's token: without a valid one it is refused 401 before its input is read.
         */
        get: operations["getRiskGroupNotice"];
        put?: never;
        /**
         * The player acknowledges the risk-group notice, which is kept and puts it off for a day; 409 outside the risk group
         * @description Needs the player's token: without a valid one it is refused 401 before its input is read.
         */
        post: operations["acknowledgeRiskGroupNotice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/icore/players/priceformat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets the player's price format (and odds type); 403 for another username
         * @description Kept with the account, so the player's next login anywhere shows prices in it. The username is in the body, so another player's is refused once the body is read.
         *
         *     Needs the player's token: without a valid one it is refused 401 before its input is read.
         */
        post: operations["setPriceFormat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/rest/accounts/{accountId}/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account summary: balances and currency, the latest transactions and the promotional info when asked; cacheable 15 s
         * @description Answered with cache-control private, max-age=15: it is one player's, and the client may show it again for 15 seconds.
         *
         *     Needs the player's token: without a valid one it is refused 401 before its input is read.
         */
        get: operations["getAccountInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/rest/accounts/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Stores the player's real-money bonus choice on the account
         * @description Needs the player's token: without a valid one it is refused 401 before its input is read.
         */
        put: operations["setRealMoneyBonuses"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/external_header/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A brand's external header (css, js, html) by its clem_external_header_path
         * @description Shown above the sportsbook when the brand's clem_external_header_enabled is on. The client asks the brand's external_widgets_subdomain_cms when it names one, else its external_widgets_subdomain, else this server. Cacheable 5 minutes, varying by brand.
         *
         *     Anyone may call it: no credential.
         */
        get: operations["getExternalHeader"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/brands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every brand: its id, name and login method
         * @description Needs the operator key.
         */
        get: operations["listBrands"];
        put?: never;
        /**
         * Makes a brand with its currency and first language
         * @description The id is also its host's first label. The currency must be one the book takes bets in (GET /xapi/rest/currencies). The change, its audit row (GET /admin/audit; the admin-actor header names who made it) and the announcement to every process are one transaction; the answer is the brand as it now is.
         *
         *     Needs the operator key.
         */
        post: operations["createBrand"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/brands/{brandId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The brand as configured: settings, channels, theme, origins, limits, terms
         * @description Needs the operator key.
         */
        get: operations["getBrand"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Renames the brand or changes its players' login method
         * @description The change, its audit row (GET /admin/audit; the admin-actor header names who made it) and the announcement to every process are one transaction; the answer is the brand as it now is.
         *
         *     Needs the operator key.
         */
        patch: operations["updateBrand"];
        trace?: never;
    };
    "/admin/brands/{brandId}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Merges settings into the brand's (or, with c, its channel's) and publishes them; null removes one
         * @description A setting that does not exist or a value of the wrong kind is refused by name. Published at once: every process's next GET /api/cached_settings answers them with a new ETag. The change, its audit row (GET /admin/audit; the admin-actor header names who made it) and the announcement to every process are one transaction; the answer is the brand as it now is.
         *
         *     Needs the operator key.
         */
        put: operations["changeBrandSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/brands/{brandId}/languages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The languages of the brand's dropdown, in its order; the first is its default
         * @description The change, its audit row (GET /admin/audit; the admin-actor header names who made it) and the announcement to every process are one transaction; the answer is the brand as it now is.
         *
         *     Needs the operator key.
         */
        put: operations["setBrandLanguages"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/brands/{brandId}/theme": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The brand's design tokens, all of them (a token left out takes the built-in look)
         * @description The change, its audit row (GET /admin/audit; the admin-actor header names who made it) and the announcement to every process are one transaction; the answer is the brand as it now is.
         *
         *     Needs the operator key.
         */
        put: operations["setBrandTheme"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/brands/{brandId}/parent-origins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The sites allowed to frame the brand's pages (frame-ancestors), all of them
         * @description The brand's next page carries them in its Content-Security-Policy. The change, its audit row (GET /admin/audit; the admin-actor header names who made it) and the announcement to every process are one transaction; the answer is the brand as it now is.
         *
         *     Needs the operator key.
         */
        put: operations["setBrandParentOrigins"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/brands/{brandId}/cashier-limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * One deposit's or withdrawal's least and most, whole displayed units
         * @description The change, its audit row (GET /admin/audit; the admin-actor header names who made it) and the announcement to every process are one transaction; the answer is the brand as it now is.
         *
         *     Needs the operator key.
         */
        put: operations["setBrandCashierLimits"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/brands/{brandId}/jackpot-terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The prize and a line's stake of the brand's next jackpot, whole displayed units (the open one keeps its own)
         * @description The change, its audit row (GET /admin/audit; the admin-actor header names who made it) and the announcement to every process are one transaction; the answer is the brand as it now is.
         *
         *     Needs the operator key.
         */
        put: operations["setBrandJackpotTerms"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/brands/{brandId}/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Uploads the brand's logo (base64); served at /brands/{brandId}/ and /m/brands/{brandId}/
         * @description Stored in the database under a name that carries the content's hash, so a new upload is a new address. The change, its audit row (GET /admin/audit; the admin-actor header names who made it) and the announcement to every process are one transaction; the answer is the brand as it now is.
         *
         *     Needs the operator key.
         */
        put: operations["uploadBrandLogo"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/brands/{brandId}/favicon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Uploads the brand's favicon (base64); served at /brands/{brandId}/ and /m/brands/{brandId}/
         * @description Stored in the database under a name that carries the content's hash, so a new upload is a new address. The change, its audit row (GET /admin/audit; the admin-actor header names who made it) and the announcement to every process are one transaction; the answer is the brand as it now is.
         *
         *     Needs the operator key.
         */
        put: operations["uploadBrandFavicon"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The changes made through /admin/, newest first, of one brand or of all
         * @description 100 by default, 500 at most. The key that made a change is named by its fingerprint, never by itself.
         *
         *     Needs the operator key.
         */
        get: operations["getAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/figures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What /ops/ plots: this process's placements, refusals, p99s, lags and clients every 2 s for ten minutes
         * @description Behind ADMIN_KEY, as a bearer token or as the password of Basic credentials (what a browser sends once the operator has typed the key into its prompt); without ADMIN_KEY set there is no /ops/ (404).
         *
         *     Needs the operator key.
         */
        get: operations["getOpsFigures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/client-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What /ops/ lists: the latest reports clients sent to POST /api/metrics, every brand
         * @description Behind ADMIN_KEY as /ops/figures is. The reports are the database's, so any process answers with all of them.
         *
         *     Needs the operator key.
         */
        get: operations["getClientReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/livez": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The process answers: restart it when this fails
         * @description Anyone may call it: no credential.
         */
        get: operations["getLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The process can serve bettors now: its database answers within 2 s, has its migrations, and its live stream is within 10 s of the change log
         * @description A 503 is an answer, not a refusal: its reason says which of those failed. Send traffic to a process only while it is ready; take it out of rotation, do not restart it, when it is not. It turns 503 "shutting down" as soon as the process is told to stop.
         *
         *     Anyone may call it: no credential.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ingest/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Applies a batch of live protocol changes from the operator's feed adapter, numbered by the producer's own sequence (docs/feed.md)
         * @description Send the batches one at a time, in order, each with the next sequence. A batch resent under the same sequence after a lost answer is answered duplicate and applied once. An empty batch is a heartbeat: send one when there is nothing to say for 5 s. At most 10,000 changes and 8 MB a batch. Served only with FEED_SOURCE=ingest and INGEST_KEY set.
         *
         *     Needs the feed's key.
         */
        post: operations["ingestChanges"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stores a client metric from the query: name and value; 204
         * @description Where only a GET can be sent. Stored as sent, with the request's brand. A client gives up on it after 3 s (SPEC.md section 7): nothing waits on a report. An address sends 600 reports in 10 minutes at most: past that, 429 too-many-reports, nothing stored.
         *
         *     Anyone may call it: no credential.
         */
        get: operations["reportMetricByQuery"];
        put?: never;
        /**
         * Stores a client metric: { name, value (a number or text), tags }; 204
         * @description Stored as sent, with the request's brand. A client gives up on it after 3 s (SPEC.md section 7): nothing waits on a report. An address sends 600 reports in 10 minutes at most: past that, 429 too-many-reports, nothing stored.
         *
         *     Anyone may call it: no credential.
         */
        post: operations["reportMetric"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/outcomes/{outcomeId}/price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Moves an outcome to a new price (development only), published on the live stream like any feed change
         * @description Published as the feed's own price change: the catalogue's current price becomes the one sent and the one it had becomes the penultimate, every client sees it, and a bet placed at the old price meets the price change as its tolerance decides. Answers the live batch (seq) that carried it. An outcome not on offer (unknown or removed) is 404.
         *
         *     A test hook: served only with DEV_ENDPOINTS=1, never in production.
         */
        post: operations["moveOutcomePrice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/markets/{marketId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suspends or reopens a market (development only), published on the live stream like any feed change
         * @description Published as the feed's own market change, as a trader's suspension would be: the catalogue and every client see it, and a selection of a suspended market is refused with RES-00048 until it opens again (a delayed slip whose market was suspended during its delay too, even if reopened). Answers the live batch (seq) that carried it. A market not on offer is 404.
         *
         *     A test hook: served only with DEV_ENDPOINTS=1, never in production.
         */
        post: operations["setMarketStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/events/{eventId}/score": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets a live event's score (development only), published on the live stream like the feed's own
         * @description Published as the feed's own event change: the catalogue and every client see the score until the feed's next change of the event carries its own. Answers the live batch (seq) that carried it. An event not on offer is 404.
         *
         *     A test hook: served only with DEV_ENDPOINTS=1, never in production.
         */
        post: operations["setEventScore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/events/{eventId}/red-cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets a live event's red cards (development only), published on the live stream like the feed's own
         * @description Published as the feed's own event change: the catalogue and every client see the red cards until the feed's next change of the event carries its own. Answers the live batch (seq) that carried it. An event not on offer is 404.
         *
         *     A test hook: served only with DEV_ENDPOINTS=1, never in production.
         */
        post: operations["setEventRedCards"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/live-faults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fault injection on the live stream: drop, duplicate, reorder, delay frames and cut connections (development only); {} turns it off
         * @description What a client's recovery is tested against (docs/live-protocol.md: resume, gaps, snapshots). From now on, on every live connection of the process that answers, each changes frame is dropped, sent twice, or held back and sent after the next at the chances given, waits up to delayMs, and a connection is cut after cutEvery changes frames (0: never). A field left out is 0 (the seed, 1); the same seed repeats the same faults. Answers the faults in force.
         *
         *     A test hook: served only with DEV_ENDPOINTS=1, never in production.
         */
        post: operations["setLiveFaults"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/brands/{brandId}/maintenance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Closes a brand for maintenance, or opens it again (development only): while closed, its API calls redirect to /maintenance
         * @description The operator's switch, for a test: while the brand is closed every API call naming it is redirected to the maintenance page, which the client shows until a call goes through again (SPEC.md section 2). Every process sees the switch within a second. An unknown brand is 404.
         *
         *     A test hook: served only with DEV_ENDPOINTS=1, never in production.
         */
        put: operations["setBrandMaintenance"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The SMS and e-mails sent to a player of the request's brand, newest first (development only)
         * @description At most 50. A login by one-time code (the auth gateway's otp step) reads its code from the newest message's body. A player with none, or no such player, has an empty list; a brand header naming no brand is 404.
         *
         *     A test hook: served only with DEV_ENDPOINTS=1, never in production.
         */
        get: operations["readOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/players/{username}/money": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets a player of the request's brand to the real money (and promo cash) named (development only)
         * @description The difference from what the player holds is posted to the ledger as an adjustment per wallet, as an operator's correction would be, so the ledger still adds up to the balance. A conformance run calls it before betting so that it starts from a known balance however often it is repeated. A player not of the brand is 404.
         *
         *     A test hook: served only with DEV_ENDPOINTS=1, never in production.
         */
        post: operations["setPlayerMoney"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/rest/betslips/selections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Betslip refresh: the slip priced from the current prices, with its multiple, systems and errors
         * @description Anyone may ask; with a valid bearer token the model carries the player's balance and promo cash and is priced in the account's currency, else in the brand's. The client sends the slip again on every change and on every price the live stream moves, and aborts the older ask.
         *
         *     Anyone may call it; with a player token it answers for that player.
         */
        put: operations["refreshBetslip"];
        /**
         * Betslip refresh with outcomes added (outcomeIds)
         * @description The refresh of a slip the bettor has just added outcomes to (outcomeIds, a list or comma-joined). Anyone may ask; with a valid bearer token the model carries the player's balance and promo cash and is priced in the account's currency, else in the brand's. The client sends the slip again on every change and on every price the live stream moves, and aborts the older ask.
         *
         *     Anyone may call it; with a player token it answers for that player.
         */
        post: operations["addToBetslip"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/rest/betslips/retailcodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Keeps a slip under a booking code that loads it again
         * @description The code (8 letters and digits) is the brand's: another brand's site does not find it, and it is kept 30 days. An empty slip is 422 empty-betslip, a selection the catalogue does not hold 422 unknown-outcome. An address makes 60 codes (betslips' and jackpots') in 10 minutes at most: then 429 too-many-attempts with Retry-After.
         *
         *     Anyone may call it; with a player token it answers for that player.
         */
        post: operations["bookBetslip"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/rest/betslips/retailcodes/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Loads a booked slip, priced from the current prices
         * @description Anyone may call it; with a player token it answers for that player.
         */
        get: operations["loadBookedBetslip"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/rest/promotions/epw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Parlay extra winnings: the tiers (betSize, percentage) and the cap (maxAmount)
         * @description Anyone may call it; with a player token it answers for that player.
         */
        get: operations["getParlayExtraWinnings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/rest/accounts/{accountId}/acceptance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The player's price-change tolerance in per cent (beside userAcceptOdds D, H, A)
         * @description Needs the player's token: without a valid one it is refused 401 before its input is read.
         */
        get: operations["getPriceAcceptance"];
        /**
         * Sets the player's price-change tolerance; null for none
         * @description Needs the player's token: without a valid one it is refused 401 before its input is read.
         */
        put: operations["setPriceAcceptance"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/rest/accounts/{accountId}/betslips": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Places a betslip (singles, the multiple, systems, each-way, bankers); idempotent on uuid: a retry gets the first answer byte for byte, the same uuid with another body is 422
         * @description A slip the book turns down is answered 200 with its RES codes in errors and debits nothing; a placed one is debited at once, held slips too (status pending for the in-play delay, referred for a trader) and refunded if rejected. The uuid is an idempotency key: the first answer, placed or refused, is stored, and every retry gets its bytes; the same uuid with another body is 422 idempotency-key-reused. An ended session is 401 and a locked account 403 even for a stored uuid. A currency other than the account's is 422 currency-mismatch.
         *
         *     Needs the player's token: without a valid one it is refused 401 before its input is read.
         */
        post: operations["placeBetslip"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/rest/betslips/{betSlipId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Where a held slip stands (pending in-play delay, referred, placed, rejected); decides it once its delay has passed
         * @description A PUT because asking may decide: a slip whose in-play delay has passed is placed or rejected (its RES codes in errors, its stake refunded) by this call, once, whoever asks first. The client asks again after the delay the placement answered, and while a slip is referred.
         *
         *     Needs the player's token: without a valid one it is refused 401 before its input is read.
         */
        put: operations["checkBetslipStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/betslips/{betSlipId}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A trader's decision on a referred slip (development only)
         * @description Approved, the slip's bets are open; declined, it is rejected with RES-00195 and its stake refunded. A slip not waiting for a trader is 409 not-referred.
         *
         *     A test hook: served only with DEV_ENDPOINTS=1, never in production.
         */
        post: operations["decideReferredBetslip"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/rest/oddsboosts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The brand's odds boosts running now, best ranked first (top 10): boosted prices for singles, up to a stake
         * @description maxStake is in the caller's currency: the player's with a valid bearer token, else the brand's. None while the brand has boosts turned off.
         *
         *     Anyone may call it; with a player token it answers for that player.
         */
        get: operations["getOddsBoosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/bet/account/{accountId}/openbets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's newest open bets (limit, 50 unless asked): legs with live scores and prices now, the cash-out offer, and how many are open in all (count)
         * @description One call answers every bet shown, so a refresh is one reading. count is never less than the bets answered: a bettor with more than limit is told how many more there are.
         *
         *     Needs the player's token: without a valid one it is refused 401 before its input is read.
         */
        get: operations["getOpenBets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/bet/account/{accountId}/openbet/{betId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One open bet of the account, as in openbets
         * @description Needs the player's token: without a valid one it is refused 401 before its input is read.
         */
        get: operations["getOpenBet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/bet/account/{accountId}/betcount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many open bets the account has (polled at betcount_polling_interval)
         * @description Needs the player's token: without a valid one it is refused 401 before its input is read.
         */
        get: operations["getBetCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/rest/acchistory/dailySettledBets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The session's settled and cashed-out bets, the latest settled first, with what each returned; before: the page after that bet
         * @description A page ends where the bets do: fewer than numberOfBets means no more. A before that names no settled bet of this account is 404.
         *
         *     Needs the player's token: without a valid one it is refused 401 before its input is read.
         */
        get: operations["getSettledBets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/rest/accounts/{accountId}/betslips/{betslipId}/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A placed betslip: its bets with legs, results and returns, and its cash-outs
         * @description Needs the player's token: without a valid one it is refused 401 before its input is read.
         */
        get: operations["getBetslipDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/bet/account/{accountId}/cashout/{betId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The cash-out offer on a bet now, with the cashoutOddsKey a confirmation names; suspended or unavailable with a reason when there is none
         * @description Needs the player's token: without a valid one it is refused 401 before its input is read.
         */
        get: operations["getCashOutOffer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/bet/account/{accountId}/cashout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cashes out a bet in full or in part; idempotent on uuid. A moved offer is answered offerChanged with the offer now, unless it moved up and acceptHigherOdds
         * @description The offer the cashoutOddsKey names is taken as it is; one that moved up only with acceptHigherOdds; one that moved down never: the answer is offerChanged with the offer now, for the bettor to confirm again. A suspended offer is answered suspended. The same uuid again answers the first cash-out and pays nothing more. A bet no longer open or not offered is 409 cashout-unavailable.
         *
         *     Needs the player's token: without a valid one it is refused 401 before its input is read.
         */
        post: operations["cashOutBet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/markets/{marketId}/result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Results a market (development only): winners, void, placed and dead heats; the rest lose. Publishes it on the live stream and settles its bets
         * @description A market is resulted once: a second result is 409 already-resulted. An outcome not of the market is 422 unknown-outcome, one given two results (or a void one a dead heat) 422 conflicting-results.
         *
         *     A test hook: served only with DEV_ENDPOINTS=1, never in production.
         */
        post: operations["setMarketResult"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/rest/jackpotbetweb/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The brand's active jackpot: prize, stake per line, closing time (the first kick-off) and its events numbered 1..N with the match result's outcomes
         * @description A new jackpot opens when the last one closed, if enough matches are to come; until then 404 no-active-jackpot.
         *
         *     Anyone may call it: no credential.
         */
        get: operations["getActiveJackpot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/rest/jackpotbetslips/selections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prices a jackpot slip: model (globalStake, jackpotId, originId) and outcomeIds comma-joined; answers the model with totalCost, the lines (noOfBets) and the event numbers still without a pick
         * @description A suspended pick is priced, and named RES-00108 in the model's errors.
         *
         *     Anyone may call it: no credential.
         */
        post: operations["priceJackpotBetslip"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/rest/jackpotbetslips/retailcodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Keeps a jackpot slip (its picks and stake) under a booking code
         * @description The code (J and seven letters and digits) is the brand's and is kept 30 days, as a betslip's. An address makes 60 codes (betslips' and jackpots') in 10 minutes at most, counted before the picks are read: then 429 too-many-attempts with Retry-After.
         *
         *     Anyone may call it: no credential.
         */
        post: operations["bookJackpotBetslip"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/rest/jackpotbetslips/retailcodes/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Loads a booked jackpot slip, priced now
         * @description Anyone may call it: no credential.
         */
        get: operations["loadBookedJackpotBetslip"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/rest/accounts/{accountId}/jackpotbetslips": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The player's jackpot slips, newest first: open, or won with returns, or lost
         * @description Needs the player's token: without a valid one it is refused 401 before its input is read.
         */
        get: operations["getJackpotBetslips"];
        put?: never;
        /**
         * Places a jackpot slip: every event number 1..N picked (else RES-00218), debited at once; idempotent on uuid (a retry gets the first answer byte for byte, the same uuid with another slip is 422)
         * @description Unlike a betslip, a jackpot slip the book turns down is refused (422 with its RES code) and stored nowhere: a retry is judged again.
         *
         *     Needs the player's token: without a valid one it is refused 401 before its input is read.
         */
        post: operations["placeJackpotBetslip"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/rest/accounts/{accountId}/deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deposits by card through the sandbox provider; idempotent on uuid. 402 declined, 409 self-excluded, 422 outside 1.00 to 10,000.00
         * @description The same uuid on the same account answers the first payment again, and asked for another kind, amount, card or IBAN is 409 uuid-in-use. The answer's balance is the account's after the payment. The account's own state refusing a payment is a 409, never a 403 (a 403 logs the client out).
         *
         *     Needs the player's token: without a valid one it is refused 401 before its input is read.
         */
        post: operations["makeDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/rest/accounts/{accountId}/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraws to a card or an IBAN; idempotent on uuid. 402 declined, 409 withdrawals-held, 422 over-withdrawable or outside the limits
         * @description The same uuid on the same account answers the first payment again, and asked for another kind, amount, card or IBAN is 409 uuid-in-use. The answer's balance is the account's after the payment. The account's own state refusing a payment is a 409, never a 403 (a 403 logs the client out). The withdrawal is debited as it is asked for and refunded if the provider declines it.
         *
         *     Needs the player's token: without a valid one it is refused 401 before its input is read.
         */
        post: operations["makeWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/rest/accounts/{accountId}/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's ledger rows, newest first, a page at a time
         * @description Needs the player's token: without a valid one it is refused 401 before its input is read.
         */
        get: operations["getTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/rest/accounts/{accountId}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's deposits and withdrawals, newest first, a page at a time
         * @description Needs the player's token: without a valid one it is refused 401 before its input is read.
         */
        get: operations["getPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/rest/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of events with their markets, filtered and sorted as the query asks
         * @description Lists are comma-separated (at most 500 ids). A query string longer than 2000 characters is sent by POST instead (sendEventsQuery). Also answered under the /m/nextapi/ proxy path.
         *
         *     Anyone may call it: no credential.
         */
        get: operations["getEvents"];
        put?: never;
        /**
         * The events query sent as the body (form-encoded) when it is too long for a URL; ?hash= is its md5
         * @description Answers exactly as getEvents answers the same query in its URL. The hash lets a cache key the request; one that is not the md5 of the body is refused. Also answered under the /m/nextapi/ proxy path.
         *
         *     Anyone may call it: no credential.
         */
        post: operations["sendEventsQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/rest/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One event with all its markets, as of the live change numbered seq (the stream applies the changes after it)
         * @description Also answered under the /m/nextapi/ proxy path.
         *
         *     Anyone may call it: no credential.
         */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/rest/markets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One market with its outcomes
         * @description Also answered under the /m/nextapi/ proxy path.
         *
         *     Anyone may call it: no credential.
         */
        get: operations["getMarket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/rest/markets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Markets by id: the open or suspended ones that have outcomes, in the order asked
         * @description An id named twice is answered once; one not open, not suspended or without outcomes is left out. Also answered under the /m/nextapi/ proxy path.
         *
         *     Anyone may call it: no credential.
         */
        get: operations["getMarkets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/rest/oddsLadderAndMargins/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An odds ladder version and the margins in force
         * @description The margins are the requesting brand's (the brand header), or overrideBrand's. Also answered under the /m/nextapi/ proxy path.
         *
         *     Anyone may call it: no credential.
         */
        get: operations["getOddsLadder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/rest/sports/tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sports, regions and leagues with their live, pre-match and outright counts
         * @description Also answered under the /m/nextapi/ proxy path.
         *
         *     Anyone may call it: no credential.
         */
        get: operations["getSportsTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/rest/live/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The live events with their markets as of the change numbered seq; past lazyMarketsAbove events (0 if not given), only the markets of marketTypeIds
         * @description The live stream snapshot (docs/live-protocol.md): the client applies the changes after seq on top. marketsComplete false: the events carry only the markets asked for, and a page that shows more asks for their types.
         *
         *     Anyone may call it: no credential.
         */
        get: operations["getLiveEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/live/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The live changes after seq, scoped as the stream is by marketTypeIds and wholeEventIds: the fallback when no WebSocket can be had
         * @description Polled every poll_changes_refresh_interval while the stream is down. snapshotRequired: the changes after seq are no longer kept, so the client loads getLiveEvents again before polling on from its seq.
         *
         *     Anyone may call it: no credential.
         */
        get: operations["getLiveChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/rest/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Events whose teams or competition, and competitions whose name, start with the words typed; in play first
         * @description Each word typed is the start of a word ("arse" finds Arsenal). At most 20 events and 8 competitions: a search narrows as it is typed, it does not page.
         *
         *     Anyone may call it: no credential.
         */
        get: operations["searchEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cached_settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The brand's settings (SPEC.md section 3) for a channel; the brand header names the brand. ETag and If-None-Match: 304
         * @description The brand is the brand header, else the host name. The ETag names the brand, the channel, all and the publication time; Cache-Control: public, max-age=30, Vary: brand. Values come loosely typed (booleans and numbers as text, JSON as text): a client reads each and keeps its default for one it cannot read.
         *
         *     Anyone may call it: no credential.
         */
        get: operations["getSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/brands/{brandId}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Merges settings into a brand's (or, with c, its channel's) and publishes them; null removes one (development only)
         * @description Answers the settings as getSettings then answers them (all of them), with a new publication time, so a client holding the old ETag reads them again.
         *
         *     A test hook: served only with DEV_ENDPOINTS=1, never in production.
         */
        put: operations["publishBrandSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/geo_data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the caller is: the edge's country header (cf-ipcountry, x-country-code), else the brand's default country
         * @description source says which: header (an edge in front of the server named the country) or brand (the brand's default_country). Cache-Control: private, max-age=600.
         *
         *     Anyone may call it: no credential.
         */
        get: operations["getGeoData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/geo_data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the caller is: the edge's country header (cf-ipcountry, x-country-code), else the brand's default country
         * @description The same as getGeoData, at the address SPEC.md section 7 names beside it. source says which: header (an edge in front of the server named the country) or brand (the brand's default_country). Cache-Control: private, max-age=600.
         *
         *     Anyone may call it: no credential.
         */
        get: operations["getGeoDataUnversioned"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/rest/currencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The currencies the book takes: code, name, symbol, precision of the minor unit, display scale (1000 for VND, IDR, LAK, MMK, KHR)
         * @description Names and symbols in the language of l (English by default). Cache-Control: public, max-age=3600.
         *
         *     Anyone may call it: no credential.
         */
        get: operations["getCurrencies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gcb_seals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The gaming-board seal token of one of the brand's hosts; 404 for a host without one
         * @description The host is compared without case, port or trailing dot. The footer shows the seal when the brand has gcb_seal_required on.
         *
         *     Anyone may call it: no credential.
         */
        get: operations["getGamingBoardSeal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/adverts/{adId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the brand's adverts (jackpot_banner, jackpot_bets, those of page_layouts), if its audience takes in the caller (the bearer token's player); 404 otherwise
         * @description Who the caller is comes from the bearer token: a username without that player's valid token is a logged-out visitor. An id may have a version per audience: the caller gets the one they are in, one of an audience of its own before one for everybody. An advert no version of which takes the caller in is a 404, as one that does not exist, so the answer says nothing about the player. Cache-Control: private, max-age=60.
         *
         *     Anyone may call it; with a player token it answers for that player.
         */
        get: operations["getAdvert"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xapi/rest/partners/{product}/launch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where a partner product's page opens: the brand's URL with the player's partner token (none for a visitor), language and currency; 404 for a product the brand does not offer
         * @description The partner token is valid as long as the player's session. Kiron is offered only where show_kiron_virtuals enables it and never to a USDT account. Cache-Control: private, no-store.
         *
         *     Anyone may call it; with a player token it answers for that player.
         */
        get: operations["launchPartnerProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/m/{src}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An image of the site at a width (w 16 to 2048, q 1 to 100, 75 by default): WebP when accepted, else PNG or JPEG; cached for a year
         * @description SPEC.md section 7's /m{src}?w=&q=. src is a path on the site, slashes included and sent as they are (/m/flags/de.svg, /m/brands/demo/logo.svg): a file under public/ or a brand's uploaded logo or favicon; a path under /m/ that does not end in an image's extension is the mobile site's page, not this operation. A width is drawn at the next of the ladder 16, 24, 32, 48, 64, 96, 128, 160, 192, 256, 320, 384, 512, 640, 768, 1024, 1280, 1536, 1920, 2048 (w=100 is 128 px wide) and a quality at the nearest step of five, so the pictures a file has are few and shared; a page that asks at the ladder's widths gets what it asked. A bitmap is never enlarged; an SVG is drawn at that width. ETag, Cache-Control: public, max-age=31536000, immutable, Vary: Accept.
         *
         *     Anyone may call it: no credential.
         */
        get: operations["getImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/brands/{brandId}/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A brand's uploaded logo or favicon; its address names its content: cached for a year
         * @description The demo brands' files at the same kind of address are the built client's own, served before this operation is asked. An SVG comes with a Content-Security-Policy that lets it run and load nothing.
         *
         *     Anyone may call it: no credential.
         */
        get: operations["getBrandAsset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @example {
         *       "code": "unauthorized",
         *       "message": "the session has ended"
         *     }
         */
        Error: {
            code: string;
            message: string;
        };
        /**
         * @example {
         *       "decimal": 2.5
         *     }
         */
        Price: {
            decimal: number;
            format?: number;
            spread?: number;
            spread2?: number;
        };
        /**
         * @example {
         *       "currentPrice": {
         *         "decimal": 2.5
         *       },
         *       "penultimatePrice": {
         *         "decimal": 2.38
         *       }
         *     }
         */
        ConsolidatedPrice: {
            currentPrice: components["schemas"]["Price"];
            penultimatePrice?: components["schemas"]["Price"];
            antepenultimatePrice?: components["schemas"]["Price"];
        };
        Outcome: {
            id: string;
            marketId: string;
            eventId: string;
            description: string;
            /** @enum {string} */
            status: "open" | "suspended";
            hidden: boolean;
            consolidatedPrice: components["schemas"]["ConsolidatedPrice"];
        };
        Period: {
            fullDescription: string;
            fullAbbreviation: string;
            inRunning: boolean;
            periodType: {
                id: string;
                op?: string;
                sequence: number;
            };
        };
        MarketTypeInfo: {
            style: string;
            op?: string;
            ordinalPosition: number;
        };
        PlaceTerms: {
            numerator: number;
            denominator: number;
            places: number;
        };
        Market: {
            id: string;
            eventId: string;
            marketTypeId: string;
            periodId: string;
            opponentId?: string;
            description: string;
            period?: components["schemas"]["Period"];
            marketTypeInfo?: components["schemas"]["MarketTypeInfo"];
            instance?: number;
            /** @enum {string} */
            status: "open" | "suspended";
            cutoffTime?: string;
            teamName?: string;
            playerName?: string;
            placeTerms?: components["schemas"]["PlaceTerms"];
            reserve?: boolean;
            outcomes: components["schemas"]["Outcome"][];
        };
        /**
         * @example {
         *       "status": "RUNNING",
         *       "minutes": 63
         *     }
         */
        Clock: {
            status: string;
            minutes?: number;
        };
        EventPath: {
            id?: number;
            slug: string;
            description: string;
        };
        /**
         * @example {
         *       "home": 2,
         *       "away": 1
         *     }
         */
        Score: {
            home: number;
            away: number;
        };
        Event: {
            id: string;
            slug: string;
            description: string;
            sportCode: string;
            eventPaths: components["schemas"]["EventPath"][];
            startTime: string;
            clock?: components["schemas"]["Clock"];
            liveStreaming?: boolean;
            betBuilderEvent?: boolean;
            outright?: boolean;
            feedCode?: string;
            isFinished?: boolean;
            scores?: components["schemas"]["Score"];
            sets?: components["schemas"]["Score"][];
            match?: components["schemas"]["Score"];
            cricketOutcomes?: string[];
            redCards?: components["schemas"]["Score"];
            liveOpenMarketCount?: number;
            currentPeriod?: string;
            currentPeriodAbbreviation?: string;
            currentPeriodNumber?: number;
            tracker?: components["schemas"]["MatchTracker"];
            markets: components["schemas"]["Market"][];
        };
        MatchTracker: {
            play?: components["schemas"]["TrackerPlay"];
            moments: components["schemas"]["TrackerMoment"][];
        };
        TrackerPlay: {
            /** @enum {string} */
            side: "home" | "away";
            /** @enum {string} */
            kind: "safe" | "attack" | "danger" | "goal" | "score" | "point";
        };
        TrackerMoment: {
            /** @enum {string} */
            kind: "goal" | "period-end" | "set" | "end";
            /** @enum {string} */
            side?: "home" | "away";
            minute?: number;
            period: number;
            home: number;
            away: number;
        };
        Pin: {
            eventId: string;
            marketIds: string[];
        };
        /**
         * @example {
         *       "pins": [
         *         {
         *           "eventId": "1001",
         *           "marketIds": [
         *             "1001-1x2",
         *             "1001-ou-2.5"
         *           ]
         *         },
         *         {
         *           "eventId": "1004",
         *           "marketIds": []
         *         }
         *       ]
         *     }
         */
        Pins: {
            pins: components["schemas"]["Pin"][];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getPins: {
        parameters: {
            query?: {
                /** @description The brand settings' publication the client holds (last_publication_timestamp): a publication makes new addresses, so no cache answers from before it. */
                pub?: string;
                /** @description The channel the page is served for: mobile or desktop. */
                mc?: string;
            };
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The player's pinned events, first pinned first; none before the first pin */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pins"];
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    putPins: {
        parameters: {
            query?: {
                /** @description The brand settings' publication the client holds (last_publication_timestamp): a publication makes new addresses, so no cache answers from before it. */
                pub?: string;
                /** @description The channel the page is served for: mobile or desktop. */
                mc?: string;
            };
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Pins"];
            };
        };
        responses: {
            /** @description The player's pinned events as kept now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pins"];
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    logIn: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Direct login: a session token for a username and password */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        alsToken: string;
                        expirationTimeInSeconds: number;
                        username: string;
                        accountId: string;
                        currency: string;
                        priceFormat?: string;
                        locale: string;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-credentials";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked" | "wrong-login-method";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unknown-brand";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts: retryAfterSeconds says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "too-many-attempts";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    logInThroughGateway: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                lang: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    username: string;
                    password: string;
                    product?: string;
                };
            };
        };
        responses: {
            /** @description Password step: sets the login-step cookie; otp true asks for a one-time code, null for the security question, false for neither */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        otp?: boolean | null;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-credentials";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked" | "wrong-login-method";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found" | "unknown-brand";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts: retryAfterSeconds says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "too-many-attempts";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    logInThroughApiLogin: {
        parameters: {
            query?: {
                /** @description The brand settings' publication the client holds (last_publication_timestamp): a publication makes new addresses, so no cache answers from before it. */
                pub?: string;
                /** @description The channel the page is served for: mobile or desktop. */
                mc?: string;
            };
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    username: string;
                    password: string;
                    product?: string;
                };
            };
        };
        responses: {
            /** @description Password step, as one brand calls it: the same as header_login/authenticate */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        otp?: boolean | null;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-credentials";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked" | "wrong-login-method";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unknown-brand";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts: retryAfterSeconds says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "too-many-attempts";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    requestOneTimeCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                lang: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    product?: string;
                };
            };
        };
        responses: {
            /** @description Sends a one-time code by SMS (valid 30 minutes); another may be asked for 295 s later */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        resendAfterSeconds: number;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "login-step-required";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts: retryAfterSeconds says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "otp-too-early" | "otp-locked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    checkOneTimeCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                lang: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    code: string;
                    product?: string;
                };
            };
        };
        responses: {
            /** @description Checks the one-time code; five wrong codes lock codes for 15 minutes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success?: boolean;
                        status?: string;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "login-step-required" | "otp-invalid" | "otp-expired";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts: retryAfterSeconds says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "too-many-attempts" | "otp-locked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getSecurityQuestion: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                lang: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    product?: string;
                };
            };
        };
        responses: {
            /** @description The player's security question, as the result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status?: string;
                        result: string;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "login-step-required";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found" | "no-security-question";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    checkSecurityAnswer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                lang: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    answer: string;
                    product?: string;
                };
            };
        };
        responses: {
            /** @description Checks the answer (without case or surrounding spaces); five wrong answers lock it for 15 minutes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success?: boolean;
                        status?: string;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "login-step-required" | "wrong-answer";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts: retryAfterSeconds says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "too-many-attempts" | "answer-locked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    completeGatewayLogin: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                lang: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    product?: string;
                };
            };
        };
        responses: {
            /** @description Hands the verified login to the sportsbook: GET /api/session comes next */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success?: boolean;
                        status?: string;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "login-step-required";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    logInToWallet: {
        parameters: {
            query?: {
                l?: string;
                mc?: string;
            };
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    password: string;
                    device: {
                        clientType: string;
                        deviceId: string;
                        deviceType: string;
                    };
                };
            };
        };
        responses: {
            /** @description Logs in to the wallet: a session cookie (and token); fileName names terms to accept first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fileName?: string;
                        sessionToken?: string;
                        expiresIn?: number;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-credentials";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked" | "wrong-login-method";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unknown-brand";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts: retryAfterSeconds says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "too-many-attempts";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getTermsPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                version: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The brand's terms of use of that version, as an HTML page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    acceptTerms: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Records that the player accepted the brand's current terms */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    refreshWalletSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A new session with a new expiry in place of this one, which ends */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sessionToken: string;
                        expiresIn: number;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    logOutOfWallet: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Logs out of the wallet: the session ends and its token is refused from now on */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getWalletProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The player's profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        firstName: string;
                        lastName: string;
                        lastLoginDate?: string;
                        registerDate?: string;
                        currency: string;
                        residence: {
                            countryCode: string;
                        };
                        selfExcluded: boolean;
                        accountStatus: string;
                        accountCode: string;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getWalletBalance: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Real money, bonus money and their total, in minor units */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        totalBalance: number;
                        bonusBalance: number;
                        realBalance: number;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getGameToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    flashClient?: boolean;
                    gameCode: string;
                    integrationChannelCode: string;
                };
            };
        };
        responses: {
            /** @description A game token for the sportsbook (five minutes): GET /api/session takes it in the game-token header */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tokenSession: string;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked" | "terms-not-accepted";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    openPlayerSession: {
        parameters: {
            query?: {
                timestamp?: string;
                /** @description The brand settings' publication the client holds (last_publication_timestamp): a publication makes new addresses, so no cache answers from before it. */
                pub?: string;
                /** @description The channel the page is served for: mobile or desktop. */
                mc?: string;
            };
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Opens the sportsbook session at the end of a gateway login (step cookie at 'integrated') or a wallet login (game-token header) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        nonBettor?: boolean;
                        nonDepositor?: boolean;
                        firstLoginTime?: string;
                        id?: string;
                        alsPlayerId?: string;
                        username?: string;
                        accountId?: string;
                        email?: string;
                        firstName?: string;
                        currency?: string;
                        locale?: string;
                        priceFormat?: string;
                        vipLevel?: number;
                        jwe_token?: string;
                        alsToken?: string;
                        jweToken?: string;
                        icore_token?: string;
                        icore_player_id?: string;
                        icore_betradar_virtuals_token?: string;
                        icore_esports_bull_token?: string;
                        icore_kiron_token?: string;
                        icore_scout_token?: string;
                        icore_powerball_token?: string;
                        is_partner_matrix_affiliate?: boolean;
                        expirationTimeInSeconds?: number;
                        savedUsername?: string;
                        question?: string;
                        authExecuted?: boolean;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    logOut: {
        parameters: {
            query?: {
                /** @description The brand settings' publication the client holds (last_publication_timestamp): a publication makes new addresses, so no cache answers from before it. */
                pub?: string;
                /** @description The channel the page is served for: mobile or desktop. */
                mc?: string;
            };
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Logs out of the sportsbook, however the player logged in: the session ends and its token is refused from now on */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    checkPlayer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whom the bearer token names: the player id, username and status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        username: string;
                        /** @enum {string} */
                        status: "active" | "locked";
                        accountId: string;
                        currency: string;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getSportsbookBalance: {
        parameters: {
            query?: {
                includeFullBalanceDetails?: boolean;
            };
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The player's sportsbook balance, in minor units */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        name: "sportsbook";
                        balance: number;
                        promoCash: number;
                        totalLeftToWager: number;
                        withdrawableAmount: number;
                        currency: string;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked" | "forbidden";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getPlayerDetails: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The player's details */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        alsId: string;
                        username: string;
                        /** @enum {string} */
                        priceFormat?: "euro" | "uk" | "us" | "hk" | "malay" | "indo";
                        holdWithdraw: boolean;
                        vipLevel: number;
                        enableStreamFullScreen: boolean;
                        accountNumber: string;
                        defaultStake?: number;
                        registrationDateTime?: string;
                        locale: string;
                        currency: string;
                        countryCode: string;
                        playerCreatedByAgent: boolean;
                        isRememberStake: boolean;
                        excludedFromPromotions: boolean;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked" | "forbidden";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    updatePlayerDetails: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    priceFormat?: "euro" | "uk" | "us" | "hk" | "malay" | "indo";
                    /** @enum {string} */
                    locale?: "en" | "ke" | "es" | "eu" | "pt" | "br" | "de" | "fr" | "it" | "nl" | "pl" | "ro" | "hu" | "el" | "tr" | "ru" | "sv" | "fi" | "zh" | "ja" | "ko" | "vi" | "th" | "id" | "hi";
                    defaultStake?: number | null;
                    isRememberStake?: boolean;
                    enableStreamFullScreen?: boolean;
                };
            };
        };
        responses: {
            /** @description Changes what a player may change (priceFormat, locale, defaultStake, isRememberStake, enableStreamFullScreen); answers the details */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        alsId: string;
                        username: string;
                        /** @enum {string} */
                        priceFormat?: "euro" | "uk" | "us" | "hk" | "malay" | "indo";
                        holdWithdraw: boolean;
                        vipLevel: number;
                        enableStreamFullScreen: boolean;
                        accountNumber: string;
                        defaultStake?: number;
                        registrationDateTime?: string;
                        locale: string;
                        currency: string;
                        countryCode: string;
                        playerCreatedByAgent: boolean;
                        isRememberStake: boolean;
                        excludedFromPromotions: boolean;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked" | "forbidden";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getPlayerHistory: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                from?: string;
                to?: string;
                kind?: "login" | "deposit" | "withdrawal" | "bet";
            };
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The player's logins, payments and bets, newest first; from/to bound the dates */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** @enum {string} */
                            kind: "login" | "deposit" | "withdrawal" | "bet";
                            at: string;
                            description: string;
                            amount?: number;
                            status?: string;
                            reference: string;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked" | "forbidden";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getWageringRequirements: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What is left to wager before the promo cash becomes withdrawable */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        totalLeftToWager: number;
                        promoCash: number;
                        currency: string;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked" | "forbidden";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getRiskGroupNotice: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The risk-group notice: whether it is due, and the player's real-money activity of the last 30 days */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        due: boolean;
                        currency: string;
                        days: number;
                        deposited: number;
                        withdrawn: number;
                        staked: number;
                        returned: number;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked" | "forbidden";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    acknowledgeRiskGroupNotice: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The player acknowledges the risk-group notice, which is kept and puts it off for a day; 409 outside the risk group */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        due: boolean;
                        currency: string;
                        days: number;
                        deposited: number;
                        withdrawn: number;
                        staked: number;
                        returned: number;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked" | "forbidden";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request conflicts with the current state: the code says which. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-in-risk-group";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    setPriceFormat: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    /** @enum {string} */
                    priceFormat: "euro" | "uk" | "us" | "hk" | "malay" | "indo";
                };
            };
        };
        responses: {
            /** @description Sets the player's price format (and odds type); 403 for another username */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        username: string;
                        /** @enum {string} */
                        priceFormat: "euro" | "uk" | "us" | "hk" | "malay" | "indo";
                        /** @enum {string} */
                        oddsType: "euro" | "uk" | "us" | "hk" | "malay" | "indo";
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked" | "forbidden";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getAccountInfo: {
        parameters: {
            query?: {
                includeTransactionsInfo?: boolean;
                includePromotionalInfo?: boolean;
            };
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                accountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account summary: balances and currency, the latest transactions and the promotional info when asked; cacheable 15 s */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accountId: string;
                        currency: string;
                        balance: {
                            /** @constant */
                            name: "sportsbook";
                            balance: number;
                            promoCash: number;
                            totalLeftToWager: number;
                            withdrawableAmount: number;
                            currency: string;
                        };
                        transactions?: {
                            id: string;
                            /** @enum {string} */
                            type: "opening" | "deposit" | "withdrawal" | "bet" | "win" | "refund" | "cash-out" | "bonus" | "adjustment";
                            /** @enum {string} */
                            wallet: "real" | "promo";
                            amount: number;
                            balanceAfter: number;
                            reference: string | null;
                            description: string;
                            createdAt: string;
                        }[];
                        promotions?: {
                            promoCash: number;
                            totalLeftToWager: number;
                            excludedFromPromotions: boolean;
                            wasSetRealMoneyBonuses: boolean;
                            realMoneyBonuses: boolean;
                        };
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked" | "forbidden";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    setRealMoneyBonuses: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                accountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    wasSetRealMoneyBonuses: boolean;
                    realMoneyBonuses: boolean;
                };
            };
        };
        responses: {
            /** @description Stores the player's real-money bonus choice on the account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accountId: string;
                        wasSetRealMoneyBonuses: boolean;
                        realMoneyBonuses: boolean;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked" | "forbidden";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getExternalHeader: {
        parameters: {
            query?: {
                /** @description The brand settings' publication the client holds (last_publication_timestamp): a publication makes new addresses, so no cache answers from before it. */
                pub?: string;
                /** @description The channel the page is served for: mobile or desktop. */
                mc?: string;
            };
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A brand's external header (css, js, html) by its clem_external_header_path */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        css: string;
                        js: string;
                        html: string;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found" | "unknown-brand";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    listBrands: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every brand: its id, name and login method */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        brands: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            loginMethod: "direct" | "authGateway" | "operatorWallet";
                        }[];
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    createBrand: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    name: string;
                    currency: string;
                    /** @enum {string} */
                    language: "en" | "ke" | "es" | "eu" | "pt" | "br" | "de" | "fr" | "it" | "nl" | "pl" | "ro" | "hu" | "el" | "tr" | "ru" | "sv" | "fi" | "zh" | "ja" | "ko" | "vi" | "th" | "id" | "hi";
                    /** @enum {string} */
                    loginMethod?: "direct" | "authGateway" | "operatorWallet";
                };
            };
        };
        responses: {
            /** @description Makes a brand with its currency and first language */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        loginMethod: "direct" | "authGateway" | "operatorWallet";
                        settings: {
                            [key: string]: unknown;
                        };
                        channels: {
                            [key: string]: {
                                [key: string]: unknown;
                            };
                        };
                        theme: {
                            [key: string]: string;
                        };
                        parentOrigins: string[];
                        cashierLimits: {
                            min: number;
                            max: number;
                        } | null;
                        jackpotTerms: {
                            prize: number;
                            stakePerLine: number;
                        } | null;
                        publishedAt: number;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request conflicts with the current state: the code says which. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "brand-exists";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getBrand: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brandId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The brand as configured: settings, channels, theme, origins, limits, terms */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        loginMethod: "direct" | "authGateway" | "operatorWallet";
                        settings: {
                            [key: string]: unknown;
                        };
                        channels: {
                            [key: string]: {
                                [key: string]: unknown;
                            };
                        };
                        theme: {
                            [key: string]: string;
                        };
                        parentOrigins: string[];
                        cashierLimits: {
                            min: number;
                            max: number;
                        } | null;
                        jackpotTerms: {
                            prize: number;
                            stakePerLine: number;
                        } | null;
                        publishedAt: number;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found" | "unknown-brand";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    updateBrand: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brandId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @enum {string} */
                    loginMethod?: "direct" | "authGateway" | "operatorWallet";
                };
            };
        };
        responses: {
            /** @description Renames the brand or changes its players' login method */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        loginMethod: "direct" | "authGateway" | "operatorWallet";
                        settings: {
                            [key: string]: unknown;
                        };
                        channels: {
                            [key: string]: {
                                [key: string]: unknown;
                            };
                        };
                        theme: {
                            [key: string]: string;
                        };
                        parentOrigins: string[];
                        cashierLimits: {
                            min: number;
                            max: number;
                        } | null;
                        jackpotTerms: {
                            prize: number;
                            stakePerLine: number;
                        } | null;
                        publishedAt: number;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found" | "unknown-brand";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    changeBrandSettings: {
        parameters: {
            query?: {
                c?: string;
            };
            header?: never;
            path: {
                brandId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Merges settings into the brand's (or, with c, its channel's) and publishes them; null removes one */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        loginMethod: "direct" | "authGateway" | "operatorWallet";
                        settings: {
                            [key: string]: unknown;
                        };
                        channels: {
                            [key: string]: {
                                [key: string]: unknown;
                            };
                        };
                        theme: {
                            [key: string]: string;
                        };
                        parentOrigins: string[];
                        cashierLimits: {
                            min: number;
                            max: number;
                        } | null;
                        jackpotTerms: {
                            prize: number;
                            stakePerLine: number;
                        } | null;
                        publishedAt: number;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found" | "unknown-brand";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    setBrandLanguages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brandId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    languages: ("en" | "ke" | "es" | "eu" | "pt" | "br" | "de" | "fr" | "it" | "nl" | "pl" | "ro" | "hu" | "el" | "tr" | "ru" | "sv" | "fi" | "zh" | "ja" | "ko" | "vi" | "th" | "id" | "hi")[];
                };
            };
        };
        responses: {
            /** @description The languages of the brand's dropdown, in its order; the first is its default */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        loginMethod: "direct" | "authGateway" | "operatorWallet";
                        settings: {
                            [key: string]: unknown;
                        };
                        channels: {
                            [key: string]: {
                                [key: string]: unknown;
                            };
                        };
                        theme: {
                            [key: string]: string;
                        };
                        parentOrigins: string[];
                        cashierLimits: {
                            min: number;
                            max: number;
                        } | null;
                        jackpotTerms: {
                            prize: number;
                            stakePerLine: number;
                        } | null;
                        publishedAt: number;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found" | "unknown-brand";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    setBrandTheme: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brandId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: string;
                };
            };
        };
        responses: {
            /** @description The brand's design tokens, all of them (a token left out takes the built-in look) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        loginMethod: "direct" | "authGateway" | "operatorWallet";
                        settings: {
                            [key: string]: unknown;
                        };
                        channels: {
                            [key: string]: {
                                [key: string]: unknown;
                            };
                        };
                        theme: {
                            [key: string]: string;
                        };
                        parentOrigins: string[];
                        cashierLimits: {
                            min: number;
                            max: number;
                        } | null;
                        jackpotTerms: {
                            prize: number;
                            stakePerLine: number;
                        } | null;
                        publishedAt: number;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found" | "unknown-brand";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    setBrandParentOrigins: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brandId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    origins: string[];
                };
            };
        };
        responses: {
            /** @description The sites allowed to frame the brand's pages (frame-ancestors), all of them */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        loginMethod: "direct" | "authGateway" | "operatorWallet";
                        settings: {
                            [key: string]: unknown;
                        };
                        channels: {
                            [key: string]: {
                                [key: string]: unknown;
                            };
                        };
                        theme: {
                            [key: string]: string;
                        };
                        parentOrigins: string[];
                        cashierLimits: {
                            min: number;
                            max: number;
                        } | null;
                        jackpotTerms: {
                            prize: number;
                            stakePerLine: number;
                        } | null;
                        publishedAt: number;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found" | "unknown-brand";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    setBrandCashierLimits: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brandId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    min: number;
                    max: number;
                };
            };
        };
        responses: {
            /** @description One deposit's or withdrawal's least and most, whole displayed units */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        loginMethod: "direct" | "authGateway" | "operatorWallet";
                        settings: {
                            [key: string]: unknown;
                        };
                        channels: {
                            [key: string]: {
                                [key: string]: unknown;
                            };
                        };
                        theme: {
                            [key: string]: string;
                        };
                        parentOrigins: string[];
                        cashierLimits: {
                            min: number;
                            max: number;
                        } | null;
                        jackpotTerms: {
                            prize: number;
                            stakePerLine: number;
                        } | null;
                        publishedAt: number;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found" | "unknown-brand";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    setBrandJackpotTerms: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brandId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    prize: number;
                    stakePerLine: number;
                };
            };
        };
        responses: {
            /** @description The prize and a line's stake of the brand's next jackpot, whole displayed units (the open one keeps its own) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        loginMethod: "direct" | "authGateway" | "operatorWallet";
                        settings: {
                            [key: string]: unknown;
                        };
                        channels: {
                            [key: string]: {
                                [key: string]: unknown;
                            };
                        };
                        theme: {
                            [key: string]: string;
                        };
                        parentOrigins: string[];
                        cashierLimits: {
                            min: number;
                            max: number;
                        } | null;
                        jackpotTerms: {
                            prize: number;
                            stakePerLine: number;
                        } | null;
                        publishedAt: number;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found" | "unknown-brand";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    uploadBrandLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brandId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    mediaType: "image/svg+xml" | "image/png" | "image/jpeg" | "image/webp";
                    data: string;
                    width: number;
                    height: number;
                };
            };
        };
        responses: {
            /** @description Uploads the brand's logo (base64); served at /brands/{brandId}/ and /m/brands/{brandId}/ */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        loginMethod: "direct" | "authGateway" | "operatorWallet";
                        settings: {
                            [key: string]: unknown;
                        };
                        channels: {
                            [key: string]: {
                                [key: string]: unknown;
                            };
                        };
                        theme: {
                            [key: string]: string;
                        };
                        parentOrigins: string[];
                        cashierLimits: {
                            min: number;
                            max: number;
                        } | null;
                        jackpotTerms: {
                            prize: number;
                            stakePerLine: number;
                        } | null;
                        publishedAt: number;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found" | "unknown-brand";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    uploadBrandFavicon: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brandId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    mediaType: "image/svg+xml" | "image/png" | "image/jpeg" | "image/webp";
                    data: string;
                };
            };
        };
        responses: {
            /** @description Uploads the brand's favicon (base64); served at /brands/{brandId}/ and /m/brands/{brandId}/ */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        loginMethod: "direct" | "authGateway" | "operatorWallet";
                        settings: {
                            [key: string]: unknown;
                        };
                        channels: {
                            [key: string]: {
                                [key: string]: unknown;
                            };
                        };
                        theme: {
                            [key: string]: string;
                        };
                        parentOrigins: string[];
                        cashierLimits: {
                            min: number;
                            max: number;
                        } | null;
                        jackpotTerms: {
                            prize: number;
                            stakePerLine: number;
                        } | null;
                        publishedAt: number;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found" | "unknown-brand";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getAudit: {
        parameters: {
            query?: {
                brand?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The changes made through /admin/, newest first, of one brand or of all */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: {
                            id: number;
                            at: string;
                            keyId: string;
                            actor: string | null;
                            brandId: string | null;
                            action: string;
                            change: unknown;
                            requestId: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getOpsFigures: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What /ops/ plots: this process's placements, refusals, p99s, lags and clients every 2 s for ten minutes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        process: string;
                        feedLeader: boolean;
                        producerUp: boolean;
                        points: {
                            at: number;
                            placedPerSecond: number;
                            refusedPerSecond: number;
                            requestP99Ms: number | null;
                            placementP99Ms: number | null;
                            settlementLagP99Seconds: number | null;
                            settlementBacklog: number;
                            streamLagSeconds: number | null;
                            liveClients: number;
                            eventLoopP99Ms: number;
                        }[];
                        refusals: [
                            string,
                            number
                        ][];
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getClientReports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What /ops/ lists: the latest reports clients sent to POST /api/metrics, every brand */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reports: {
                            /** Format: date-time */
                            at: string;
                            brandId: string;
                            name: string;
                            value: number | string;
                            tags: {
                                [key: string]: string;
                            };
                        }[];
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getLiveness: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process answers: restart it when this fails */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "live";
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process can serve bettors now: its database answers within 2 s, has its migrations, and its live stream is within 10 s of the change log */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "ready";
                        streamLag: {
                            seqs: number;
                            ms: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "not-ready";
                        reason: string;
                    };
                };
            };
        };
    };
    ingestChanges: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sequence: number;
                    changes: ({
                        /** @constant */
                        kind: "outcome";
                        eventId: string;
                        marketId: string;
                        outcomeId: string;
                        consolidatedPrice?: {
                            currentPrice: components["schemas"]["Price"];
                        };
                        hidden?: boolean;
                        /** @enum {string} */
                        status?: "open" | "suspended";
                    } | {
                        /** @constant */
                        kind: "market";
                        eventId: string;
                        marketId: string;
                        /** @enum {string} */
                        status: "open" | "suspended" | "lts" | "settled" | "resulted" | "closed";
                        marketTypeId?: string;
                        periodTypeId?: string;
                        results?: {
                            outcomeId: string;
                            /** @enum {string} */
                            result: "win" | "lose" | "void" | "place";
                            deadHeatDivisor?: number;
                        }[];
                    } | {
                        /** @constant */
                        kind: "market-added";
                        eventId: string;
                        market: components["schemas"]["Market"];
                    } | {
                        /** @constant */
                        kind: "event";
                        eventId: string;
                        clock?: components["schemas"]["Clock"];
                        minutes?: number;
                        liveOpenMarketCount?: number;
                        scores?: components["schemas"]["Score"];
                        sets?: components["schemas"]["Score"][];
                        match?: components["schemas"]["Score"];
                        cricketOutcomes?: string[];
                        redCards?: components["schemas"]["Score"];
                        currentPeriod?: string;
                        currentPeriodAbbreviation?: string;
                        currentPeriodNumber?: number;
                        tracker?: components["schemas"]["MatchTracker"];
                    } | {
                        /** @constant */
                        kind: "event-added";
                        event: components["schemas"]["Event"];
                        marketsComplete?: boolean;
                    } | {
                        /** @constant */
                        kind: "event-removed";
                        eventId: string;
                    })[];
                };
            };
        };
        responses: {
            /** @description Applies a batch of live protocol changes from the operator's feed adapter, numbered by the producer's own sequence (docs/feed.md) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        result: "applied" | "duplicate";
                        expected: number;
                        seq?: number;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "out-of-order";
                        message: string;
                        expected: number;
                    };
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    reportMetricByQuery: {
        parameters: {
            query: {
                name: string;
                value: string;
                /** @description The brand settings' publication the client holds (last_publication_timestamp): a publication makes new addresses, so no cache answers from before it. */
                pub?: string;
                /** @description The channel the page is served for: mobile or desktop. */
                mc?: string;
            };
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Stores a client metric from the query: name and value; 204 */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unknown-brand";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts: retryAfterSeconds says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "too-many-reports";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    reportMetric: {
        parameters: {
            query?: {
                /** @description The brand settings' publication the client holds (last_publication_timestamp): a publication makes new addresses, so no cache answers from before it. */
                pub?: string;
                /** @description The channel the page is served for: mobile or desktop. */
                mc?: string;
            };
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    value: number | string;
                    tags?: {
                        [key: string]: string;
                    };
                };
            };
        };
        responses: {
            /** @description Stores a client metric: { name, value (a number or text), tags }; 204 */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unknown-brand";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts: retryAfterSeconds says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "too-many-reports";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    moveOutcomePrice: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                outcomeId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    decimal: number;
                };
            };
        };
        responses: {
            /** @description Moves an outcome to a new price (development only), published on the live stream like any feed change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        outcomeId: string;
                        decimal: number;
                        seq: number;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    setMarketStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                marketId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "open" | "suspended";
                };
            };
        };
        responses: {
            /** @description Suspends or reopens a market (development only), published on the live stream like any feed change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        marketId: string;
                        /** @enum {string} */
                        status: "open" | "suspended";
                        seq: number;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    setEventScore: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    scores: components["schemas"]["Score"];
                };
            };
        };
        responses: {
            /** @description Sets a live event's score (development only), published on the live stream like the feed's own */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        eventId: string;
                        scores: components["schemas"]["Score"];
                        seq: number;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    setEventRedCards: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    redCards: components["schemas"]["Score"];
                };
            };
        };
        responses: {
            /** @description Sets a live event's red cards (development only), published on the live stream like the feed's own */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        eventId: string;
                        redCards: components["schemas"]["Score"];
                        seq: number;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    setLiveFaults: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 0 */
                    drop?: number;
                    /** @default 0 */
                    duplicate?: number;
                    /** @default 0 */
                    reorder?: number;
                    /** @default 0 */
                    delayMs?: number;
                    /** @default 0 */
                    cutEvery?: number;
                    /** @default 1 */
                    seed?: number;
                };
            };
        };
        responses: {
            /** @description Fault injection on the live stream: drop, duplicate, reorder, delay frames and cut connections (development only); {} turns it off */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @default 0 */
                        drop: number;
                        /** @default 0 */
                        duplicate: number;
                        /** @default 0 */
                        reorder: number;
                        /** @default 0 */
                        delayMs: number;
                        /** @default 0 */
                        cutEvery: number;
                        /** @default 1 */
                        seed: number;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    setBrandMaintenance: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                brandId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    closed: boolean;
                };
            };
        };
        responses: {
            /** @description Closes a brand for maintenance, or opens it again (development only): while closed, its API calls redirect to /maintenance */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        closed: boolean;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    readOutbox: {
        parameters: {
            query: {
                username: string;
            };
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The SMS and e-mails sent to a player of the request's brand, newest first (development only) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        messages: {
                            /** @enum {string} */
                            channel: "sms" | "email";
                            recipient: string;
                            body: string;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unknown-brand";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    setPlayerMoney: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    balance: number;
                    promoCash?: number;
                };
            };
        };
        responses: {
            /** @description Sets a player of the request's brand to the real money (and promo cash) named (development only) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        username: string;
                        balance: number;
                        promoCash: number;
                        currency: string;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found" | "unknown-brand";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    refreshBetslip: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
                /** @description The player's price format on a bet-related call (SPEC.md section 7). Prices are answered as decimals whatever it says; a backend may read it to word its messages. */
                "price-format"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    singles?: {
                        outcomeId: string;
                        unitStake?: number;
                        freeMoneyUnitStake?: number;
                        eachWay?: boolean;
                        banker?: boolean;
                        includeInMultiples?: boolean;
                    }[];
                    /** @default [] */
                    multiples?: {
                        betTypeId: number;
                        unitStake?: number;
                        eachWay?: boolean;
                    }[];
                    /** @default [] */
                    systems?: {
                        betTypeId: number;
                        unitStake?: number;
                        eachWay?: boolean;
                    }[];
                    /** @enum {string} */
                    userAcceptOdds?: "D" | "H" | "A";
                    originId?: number;
                    accountId?: string;
                    usePromoCash?: boolean;
                    outcomeIds?: string[] | string;
                };
            };
        };
        responses: {
            /** @description Betslip refresh: the slip priced from the current prices, with its multiple, systems and errors */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        singles: {
                            outcomeId: string;
                            ref: string;
                            eventId?: string;
                            marketId?: string;
                            decimal: number;
                            unitStake: number;
                            freeMoneyUnitStake: number;
                            maxFreeMoneyStake: number;
                            stakeAfterTax: number;
                            potentialReturns: number;
                            potentialTaxDeduction: number;
                            eachWay: boolean;
                            showEachWay: boolean;
                            placeTerms?: components["schemas"]["PlaceTerms"];
                            banker: boolean;
                            includeInMultiples: boolean;
                            outcomeState?: string;
                            live: boolean;
                            boost?: {
                                marketDecimal: number;
                                maxStake: number;
                            };
                        }[];
                        multiples: {
                            betTypeId: number;
                            description: string;
                            fullDescription: string;
                            ref: string;
                            noOfBets: number;
                            unitStake: number;
                            totalStake: number;
                            freeMoneyUnitStake: number;
                            maxBetStake: number;
                            minBetStake: number;
                            maxFreeMoneyStake: number;
                            potentialReturns: number;
                            potentialPlaceWin: number;
                            price: string;
                            decimal: number;
                            priceFormat: number;
                            taxPercentage: number;
                            eachWay: boolean;
                            place?: number;
                            extraParlayWinnings: number;
                        }[];
                        systems: {
                            betTypeId: number;
                            description: string;
                            fullDescription: string;
                            ref: string;
                            noOfBets: number;
                            unitStake: number;
                            totalStake: number;
                            freeMoneyUnitStake: number;
                            maxBetStake: number;
                            minBetStake: number;
                            maxFreeMoneyStake: number;
                            potentialReturns: number;
                            potentialPlaceWin: number;
                            price: string;
                            decimal: number;
                            priceFormat: number;
                            taxPercentage: number;
                            eachWay: boolean;
                            place?: number;
                            extraParlayWinnings: number;
                        }[];
                        /** @enum {string} */
                        userAcceptOdds: "D" | "H" | "A";
                        originId: number;
                        accountId?: string;
                        usePromoCash: boolean;
                        availableBalance?: number;
                        promoCash?: number;
                        totalStake: number;
                        potentialReturns: number;
                        betMayBeReferred: boolean;
                        placeable?: boolean;
                        errors: {
                            code: string;
                            message: string;
                            outcomeId?: string;
                            marketId?: string;
                            betTypeId?: number;
                            currentDecimal?: number;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unknown-brand";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    addToBetslip: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
                /** @description The player's price format on a bet-related call (SPEC.md section 7). Prices are answered as decimals whatever it says; a backend may read it to word its messages. */
                "price-format"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    singles?: {
                        outcomeId: string;
                        unitStake?: number;
                        freeMoneyUnitStake?: number;
                        eachWay?: boolean;
                        banker?: boolean;
                        includeInMultiples?: boolean;
                    }[];
                    /** @default [] */
                    multiples?: {
                        betTypeId: number;
                        unitStake?: number;
                        eachWay?: boolean;
                    }[];
                    /** @default [] */
                    systems?: {
                        betTypeId: number;
                        unitStake?: number;
                        eachWay?: boolean;
                    }[];
                    /** @enum {string} */
                    userAcceptOdds?: "D" | "H" | "A";
                    originId?: number;
                    accountId?: string;
                    usePromoCash?: boolean;
                    outcomeIds?: string[] | string;
                };
            };
        };
        responses: {
            /** @description Betslip refresh with outcomes added (outcomeIds) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        singles: {
                            outcomeId: string;
                            ref: string;
                            eventId?: string;
                            marketId?: string;
                            decimal: number;
                            unitStake: number;
                            freeMoneyUnitStake: number;
                            maxFreeMoneyStake: number;
                            stakeAfterTax: number;
                            potentialReturns: number;
                            potentialTaxDeduction: number;
                            eachWay: boolean;
                            showEachWay: boolean;
                            placeTerms?: components["schemas"]["PlaceTerms"];
                            banker: boolean;
                            includeInMultiples: boolean;
                            outcomeState?: string;
                            live: boolean;
                            boost?: {
                                marketDecimal: number;
                                maxStake: number;
                            };
                        }[];
                        multiples: {
                            betTypeId: number;
                            description: string;
                            fullDescription: string;
                            ref: string;
                            noOfBets: number;
                            unitStake: number;
                            totalStake: number;
                            freeMoneyUnitStake: number;
                            maxBetStake: number;
                            minBetStake: number;
                            maxFreeMoneyStake: number;
                            potentialReturns: number;
                            potentialPlaceWin: number;
                            price: string;
                            decimal: number;
                            priceFormat: number;
                            taxPercentage: number;
                            eachWay: boolean;
                            place?: number;
                            extraParlayWinnings: number;
                        }[];
                        systems: {
                            betTypeId: number;
                            description: string;
                            fullDescription: string;
                            ref: string;
                            noOfBets: number;
                            unitStake: number;
                            totalStake: number;
                            freeMoneyUnitStake: number;
                            maxBetStake: number;
                            minBetStake: number;
                            maxFreeMoneyStake: number;
                            potentialReturns: number;
                            potentialPlaceWin: number;
                            price: string;
                            decimal: number;
                            priceFormat: number;
                            taxPercentage: number;
                            eachWay: boolean;
                            place?: number;
                            extraParlayWinnings: number;
                        }[];
                        /** @enum {string} */
                        userAcceptOdds: "D" | "H" | "A";
                        originId: number;
                        accountId?: string;
                        usePromoCash: boolean;
                        availableBalance?: number;
                        promoCash?: number;
                        totalStake: number;
                        potentialReturns: number;
                        betMayBeReferred: boolean;
                        placeable?: boolean;
                        errors: {
                            code: string;
                            message: string;
                            outcomeId?: string;
                            marketId?: string;
                            betTypeId?: number;
                            currentDecimal?: number;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unknown-brand";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    bookBetslip: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    singles?: {
                        outcomeId: string;
                        unitStake?: number;
                        freeMoneyUnitStake?: number;
                        eachWay?: boolean;
                        banker?: boolean;
                        includeInMultiples?: boolean;
                    }[];
                    /** @default [] */
                    multiples?: {
                        betTypeId: number;
                        unitStake?: number;
                        eachWay?: boolean;
                    }[];
                    /** @default [] */
                    systems?: {
                        betTypeId: number;
                        unitStake?: number;
                        eachWay?: boolean;
                    }[];
                    /** @enum {string} */
                    userAcceptOdds?: "D" | "H" | "A";
                    originId?: number;
                    accountId?: string;
                    usePromoCash?: boolean;
                    outcomeIds?: string[] | string;
                };
            };
        };
        responses: {
            /** @description Keeps a slip under a booking code that loads it again */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unknown-brand";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Refused by a rule of the book: the code (a RES code for a bet) says which. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "empty-betslip" | "unknown-outcome";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts: retryAfterSeconds says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "too-many-attempts";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    loadBookedBetslip: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Loads a booked slip, priced from the current prices */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        slip: {
                            /** @default [] */
                            singles: {
                                outcomeId: string;
                                unitStake?: number;
                                freeMoneyUnitStake?: number;
                                eachWay?: boolean;
                                banker?: boolean;
                                includeInMultiples?: boolean;
                            }[];
                            /** @default [] */
                            multiples: {
                                betTypeId: number;
                                unitStake?: number;
                                eachWay?: boolean;
                            }[];
                            /** @default [] */
                            systems: {
                                betTypeId: number;
                                unitStake?: number;
                                eachWay?: boolean;
                            }[];
                            /** @enum {string} */
                            userAcceptOdds?: "D" | "H" | "A";
                            originId?: number;
                            accountId?: string;
                            usePromoCash?: boolean;
                            outcomeIds?: string[] | string;
                        };
                        model: {
                            singles: {
                                outcomeId: string;
                                ref: string;
                                eventId?: string;
                                marketId?: string;
                                decimal: number;
                                unitStake: number;
                                freeMoneyUnitStake: number;
                                maxFreeMoneyStake: number;
                                stakeAfterTax: number;
                                potentialReturns: number;
                                potentialTaxDeduction: number;
                                eachWay: boolean;
                                showEachWay: boolean;
                                placeTerms?: components["schemas"]["PlaceTerms"];
                                banker: boolean;
                                includeInMultiples: boolean;
                                outcomeState?: string;
                                live: boolean;
                                boost?: {
                                    marketDecimal: number;
                                    maxStake: number;
                                };
                            }[];
                            multiples: {
                                betTypeId: number;
                                description: string;
                                fullDescription: string;
                                ref: string;
                                noOfBets: number;
                                unitStake: number;
                                totalStake: number;
                                freeMoneyUnitStake: number;
                                maxBetStake: number;
                                minBetStake: number;
                                maxFreeMoneyStake: number;
                                potentialReturns: number;
                                potentialPlaceWin: number;
                                price: string;
                                decimal: number;
                                priceFormat: number;
                                taxPercentage: number;
                                eachWay: boolean;
                                place?: number;
                                extraParlayWinnings: number;
                            }[];
                            systems: {
                                betTypeId: number;
                                description: string;
                                fullDescription: string;
                                ref: string;
                                noOfBets: number;
                                unitStake: number;
                                totalStake: number;
                                freeMoneyUnitStake: number;
                                maxBetStake: number;
                                minBetStake: number;
                                maxFreeMoneyStake: number;
                                potentialReturns: number;
                                potentialPlaceWin: number;
                                price: string;
                                decimal: number;
                                priceFormat: number;
                                taxPercentage: number;
                                eachWay: boolean;
                                place?: number;
                                extraParlayWinnings: number;
                            }[];
                            /** @enum {string} */
                            userAcceptOdds: "D" | "H" | "A";
                            originId: number;
                            accountId?: string;
                            usePromoCash: boolean;
                            availableBalance?: number;
                            promoCash?: number;
                            totalStake: number;
                            potentialReturns: number;
                            betMayBeReferred: boolean;
                            placeable?: boolean;
                            errors: {
                                code: string;
                                message: string;
                                outcomeId?: string;
                                marketId?: string;
                                betTypeId?: number;
                                currentDecimal?: number;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found" | "unknown-brand";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getParlayExtraWinnings: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Parlay extra winnings: the tiers (betSize, percentage) and the cap (maxAmount) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        epwPromoFilterValues: {
                            betSize: number;
                            percentage: number;
                        }[];
                        maxAmount: number;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unknown-brand";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getPriceAcceptance: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                accountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The player's price-change tolerance in per cent (beside userAcceptOdds D, H, A) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tolerancePercent: number | null;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked" | "forbidden";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    setPriceAcceptance: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                accountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tolerancePercent: number | null;
                };
            };
        };
        responses: {
            /** @description Sets the player's price-change tolerance; null for none */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tolerancePercent: number | null;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request" | "invalid-tolerance";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked" | "forbidden";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    placeBetslip: {
        parameters: {
            query: {
                uuid: string;
            };
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
                /** @description The player's price format on a bet-related call (SPEC.md section 7). Prices are answered as decimals whatever it says; a backend may read it to word its messages. */
                "price-format"?: string;
            };
            path: {
                accountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    singles?: {
                        outcomeId: string;
                        decimal: number;
                        unitStake: number;
                        eachWay?: boolean;
                        freeMoneyUnitStake?: number;
                    }[];
                    /** @default [] */
                    legs?: {
                        outcomeId: string;
                        decimal: number;
                        banker?: boolean;
                    }[];
                    /** @default [] */
                    multiples?: {
                        betTypeId: number;
                        unitStake: number;
                        eachWay?: boolean;
                    }[];
                    /** @default [] */
                    systems?: {
                        betTypeId: number;
                        unitStake: number;
                        eachWay?: boolean;
                    }[];
                    /** @enum {string} */
                    userAcceptOdds?: "D" | "H" | "A";
                    originId?: number;
                    usePromoCash?: boolean;
                    currency?: string;
                };
            };
        };
        responses: {
            /** @description Places a betslip (singles, the multiple, systems, each-way, bankers); idempotent on uuid: a retry gets the first answer byte for byte, the same uuid with another body is 422 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        betSlipId: string;
                        /** @enum {string} */
                        status?: "pending" | "placed" | "referred" | "rejected";
                        reference: string;
                        delay: number;
                        singles: {
                            betId: string;
                            outcomeId: string;
                            decimal: number;
                            unitStake: number;
                            eachWay?: boolean;
                            freeMoneyUnitStake?: number;
                            potentialReturns: number;
                        }[];
                        multiples?: {
                            betId: string;
                            betTypeId: number;
                            noOfBets: number;
                            unitStake: number;
                            totalStake: number;
                            decimal: number;
                            eachWay: boolean;
                            potentialReturns: number;
                            extraParlayWinnings: number;
                        }[];
                        systems?: {
                            betId: string;
                            betTypeId: number;
                            noOfBets: number;
                            unitStake: number;
                            totalStake: number;
                            decimal: number;
                            eachWay: boolean;
                            potentialReturns: number;
                            extraParlayWinnings: number;
                        }[];
                        totalCost: number;
                        potentialReturns: number;
                        availableBalance: number;
                        originId: number;
                        /** @enum {string} */
                        userAcceptOdds: "D" | "H" | "A";
                        usePromoCash?: boolean;
                        betMayBeReferred?: boolean;
                        errors: {
                            code: string;
                            message: string;
                            outcomeId?: string;
                            marketId?: string;
                            betTypeId?: number;
                            currentDecimal?: number;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked" | "forbidden";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Refused by a rule of the book: the code (a RES code for a bet) says which. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "idempotency-key-reused" | "currency-mismatch";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    checkBetslipStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
                /** @description The player's price format on a bet-related call (SPEC.md section 7). Prices are answered as decimals whatever it says; a backend may read it to word its messages. */
                "price-format"?: string;
            };
            path: {
                betSlipId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Where a held slip stands (pending in-play delay, referred, placed, rejected); decides it once its delay has passed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        betSlipId: string;
                        /** @enum {string} */
                        status: "pending" | "placed" | "referred" | "rejected";
                        errors: {
                            code: string;
                            message: string;
                            outcomeId?: string;
                            marketId?: string;
                            betTypeId?: number;
                            currentDecimal?: number;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    decideReferredBetslip: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                betSlipId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    approve: boolean;
                };
            };
        };
        responses: {
            /** @description A trader's decision on a referred slip (development only) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        betSlipId: string;
                        /** @enum {string} */
                        status: "pending" | "placed" | "referred" | "rejected";
                        errors: {
                            code: string;
                            message: string;
                            outcomeId?: string;
                            marketId?: string;
                            betTypeId?: number;
                            currentDecimal?: number;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request conflicts with the current state: the code says which. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-referred";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getOddsBoosts: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The brand's odds boosts running now, best ranked first (top 10): boosted prices for singles, up to a stake */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        boosts: {
                            boostId: string;
                            outcomeId: string;
                            marketId: string;
                            marketTypeId: string;
                            eventId: string;
                            decimal: number;
                            marketDecimal: number;
                            maxStake: number;
                            currency: string;
                            endsAt: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unknown-brand";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getOpenBets: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
                /** @description The player's price format on a bet-related call (SPEC.md section 7). Prices are answered as decimals whatever it says; a backend may read it to word its messages. */
                "price-format"?: string;
            };
            path: {
                accountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account's newest open bets (limit, 50 unless asked): legs with live scores and prices now, the cash-out offer, and how many are open in all (count) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bets: {
                            betId: string;
                            betSlipId: string;
                            reference: string;
                            /** @enum {string} */
                            kind: "single" | "multiple" | "system";
                            betTypeId?: number;
                            /** @enum {string} */
                            status: "pending" | "open" | "won" | "lost" | "void" | "cashed-out" | "rejected";
                            placedAt: string;
                            unitStake: number;
                            numberOfLines: number;
                            eachWay: boolean;
                            totalStake: number;
                            cashedOutStake: number;
                            stakeRunning: number;
                            decimal?: number;
                            potentialReturns: number;
                            legs: {
                                legIndex: number;
                                outcomeId: string;
                                outcomeDescription: string;
                                marketId: string;
                                marketDescription: string;
                                event: {
                                    eventId: string;
                                    description: string;
                                    sportCode: string;
                                    startTime: string;
                                    clock?: components["schemas"]["Clock"];
                                    scores?: components["schemas"]["Score"];
                                    sets?: components["schemas"]["Score"][];
                                    isFinished: boolean;
                                };
                                decimal: number;
                                currentDecimal?: number;
                                banker: boolean;
                                /** @enum {string} */
                                state: "open" | "suspended" | "won" | "lost" | "void" | "placed";
                                deadHeatDivisor?: number;
                            }[];
                            cashout?: {
                                betId: string;
                                /** @enum {string} */
                                status: "available" | "suspended" | "unavailable";
                                cashoutOddsKey: string;
                                amount: number;
                                stakeRunning?: number;
                                /** @enum {string} */
                                reason?: "price-unavailable" | "leg-lost" | "settled" | "event-finished" | "closed" | "not-offered";
                            };
                        }[];
                        count: number;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked" | "forbidden";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getOpenBet: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                accountId: string;
                betId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One open bet of the account, as in openbets */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        betId: string;
                        betSlipId: string;
                        reference: string;
                        /** @enum {string} */
                        kind: "single" | "multiple" | "system";
                        betTypeId?: number;
                        /** @enum {string} */
                        status: "pending" | "open" | "won" | "lost" | "void" | "cashed-out" | "rejected";
                        placedAt: string;
                        unitStake: number;
                        numberOfLines: number;
                        eachWay: boolean;
                        totalStake: number;
                        cashedOutStake: number;
                        stakeRunning: number;
                        decimal?: number;
                        potentialReturns: number;
                        legs: {
                            legIndex: number;
                            outcomeId: string;
                            outcomeDescription: string;
                            marketId: string;
                            marketDescription: string;
                            event: {
                                eventId: string;
                                description: string;
                                sportCode: string;
                                startTime: string;
                                clock?: components["schemas"]["Clock"];
                                scores?: components["schemas"]["Score"];
                                sets?: components["schemas"]["Score"][];
                                isFinished: boolean;
                            };
                            decimal: number;
                            currentDecimal?: number;
                            banker: boolean;
                            /** @enum {string} */
                            state: "open" | "suspended" | "won" | "lost" | "void" | "placed";
                            deadHeatDivisor?: number;
                        }[];
                        cashout?: {
                            betId: string;
                            /** @enum {string} */
                            status: "available" | "suspended" | "unavailable";
                            cashoutOddsKey: string;
                            amount: number;
                            stakeRunning?: number;
                            /** @enum {string} */
                            reason?: "price-unavailable" | "leg-lost" | "settled" | "event-finished" | "closed" | "not-offered";
                        };
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked" | "forbidden";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getBetCount: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                accountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many open bets the account has (polled at betcount_polling_interval) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked" | "forbidden";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getSettledBets: {
        parameters: {
            query?: {
                numberOfBets?: number;
                before?: string;
            };
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session's settled and cashed-out bets, the latest settled first, with what each returned; before: the page after that bet */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bets: {
                            betId: string;
                            betSlipId: string;
                            reference: string;
                            /** @enum {string} */
                            kind: "single" | "multiple" | "system";
                            betTypeId?: number;
                            /** @enum {string} */
                            status: "pending" | "open" | "won" | "lost" | "void" | "cashed-out" | "rejected";
                            placedAt: string;
                            unitStake: number;
                            numberOfLines: number;
                            eachWay: boolean;
                            totalStake: number;
                            cashedOutStake: number;
                            stakeRunning: number;
                            decimal?: number;
                            potentialReturns: number;
                            legs: {
                                legIndex: number;
                                outcomeId: string;
                                outcomeDescription: string;
                                marketId: string;
                                marketDescription: string;
                                event: {
                                    eventId: string;
                                    description: string;
                                    sportCode: string;
                                    startTime: string;
                                    clock?: components["schemas"]["Clock"];
                                    scores?: components["schemas"]["Score"];
                                    sets?: components["schemas"]["Score"][];
                                    isFinished: boolean;
                                };
                                decimal: number;
                                currentDecimal?: number;
                                banker: boolean;
                                /** @enum {string} */
                                state: "open" | "suspended" | "won" | "lost" | "void" | "placed";
                                deadHeatDivisor?: number;
                            }[];
                            returns: number;
                            settledAt: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getBetslipDetails: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                accountId: string;
                betslipId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A placed betslip: its bets with legs, results and returns, and its cash-outs */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        betSlipId: string;
                        reference: string;
                        placedAt: string;
                        totalCost: number;
                        bets: {
                            betId: string;
                            betSlipId: string;
                            reference: string;
                            /** @enum {string} */
                            kind: "single" | "multiple" | "system";
                            betTypeId?: number;
                            /** @enum {string} */
                            status: "pending" | "open" | "won" | "lost" | "void" | "cashed-out" | "rejected";
                            placedAt: string;
                            unitStake: number;
                            numberOfLines: number;
                            eachWay: boolean;
                            totalStake: number;
                            cashedOutStake: number;
                            stakeRunning: number;
                            decimal?: number;
                            potentialReturns: number;
                            legs: {
                                legIndex: number;
                                outcomeId: string;
                                outcomeDescription: string;
                                marketId: string;
                                marketDescription: string;
                                event: {
                                    eventId: string;
                                    description: string;
                                    sportCode: string;
                                    startTime: string;
                                    clock?: components["schemas"]["Clock"];
                                    scores?: components["schemas"]["Score"];
                                    sets?: components["schemas"]["Score"][];
                                    isFinished: boolean;
                                };
                                decimal: number;
                                currentDecimal?: number;
                                banker: boolean;
                                /** @enum {string} */
                                state: "open" | "suspended" | "won" | "lost" | "void" | "placed";
                                deadHeatDivisor?: number;
                            }[];
                            returns?: number;
                            settledAt?: string;
                        }[];
                        cashOuts: {
                            betId: string;
                            stakePart: number;
                            amount: number;
                            at: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked" | "forbidden";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getCashOutOffer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
                /** @description The player's price format on a bet-related call (SPEC.md section 7). Prices are answered as decimals whatever it says; a backend may read it to word its messages. */
                "price-format"?: string;
            };
            path: {
                accountId: string;
                betId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cash-out offer on a bet now, with the cashoutOddsKey a confirmation names; suspended or unavailable with a reason when there is none */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        betId: string;
                        /** @enum {string} */
                        status: "available" | "suspended" | "unavailable";
                        cashoutOddsKey: string;
                        amount: number;
                        stakeRunning?: number;
                        /** @enum {string} */
                        reason?: "price-unavailable" | "leg-lost" | "settled" | "event-finished" | "closed" | "not-offered";
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked" | "forbidden";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    cashOutBet: {
        parameters: {
            query: {
                uuid: string;
            };
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
                /** @description The player's price format on a bet-related call (SPEC.md section 7). Prices are answered as decimals whatever it says; a backend may read it to word its messages. */
                "price-format"?: string;
            };
            path: {
                accountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    betId: string;
                    cashoutOddsKey: string;
                    cashoutStakeAmount: number;
                    /** @default false */
                    acceptHigherOdds?: boolean;
                };
            };
        };
        responses: {
            /** @description Cashes out a bet in full or in part; idempotent on uuid. A moved offer is answered offerChanged with the offer now, unless it moved up and acceptHigherOdds */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "cashedOut";
                        amount: number;
                        remainingStake: number;
                    } | {
                        /** @constant */
                        status: "offerChanged";
                        offer: {
                            betId: string;
                            /** @enum {string} */
                            status: "available" | "suspended" | "unavailable";
                            cashoutOddsKey: string;
                            amount: number;
                            stakeRunning?: number;
                            /** @enum {string} */
                            reason?: "price-unavailable" | "leg-lost" | "settled" | "event-finished" | "closed" | "not-offered";
                        };
                    } | {
                        /** @constant */
                        status: "suspended";
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked" | "forbidden";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request conflicts with the current state: the code says which. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "cashout-unavailable";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Refused by a rule of the book: the code (a RES code for a bet) says which. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-cashout-odds-key" | "over-offer";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    setMarketResult: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                marketId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    winners?: string[];
                    /** @default [] */
                    void?: string[];
                    /** @default [] */
                    placed?: string[];
                    /** @default {} */
                    deadHeat?: {
                        [key: string]: number;
                    };
                };
            };
        };
        responses: {
            /** @description Results a market (development only): winners, void, placed and dead heats; the rest lose. Publishes it on the live stream and settles its bets */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        marketId: string;
                        seq: number;
                        results: {
                            outcomeId: string;
                            /** @enum {string} */
                            result: "win" | "lose" | "void" | "place";
                            deadHeatDivisor?: number;
                        }[];
                        settled: number;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request conflicts with the current state: the code says which. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "already-resulted";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Refused by a rule of the book: the code (a RES code for a bet) says which. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unknown-outcome" | "conflicting-results";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getActiveJackpot: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
                /** @description The player's price format on a bet-related call (SPEC.md section 7). Prices are answered as decimals whatever it says; a backend may read it to word its messages. */
                "price-format"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The brand's active jackpot: prize, stake per line, closing time (the first kick-off) and its events numbered 1..N with the match result's outcomes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        currency: string;
                        prize: number;
                        stakePerLine: number;
                        closesAt: string;
                        events: {
                            number: number;
                            eventId: string;
                            slug: string;
                            description: string;
                            competition: string;
                            startTime: string;
                            marketId: string;
                            outcomes: {
                                outcomeId: string;
                                /** @enum {string} */
                                position: "1" | "X" | "2";
                                description: string;
                                decimal: number;
                                /** @enum {string} */
                                status: "open" | "suspended";
                            }[];
                            void: boolean;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unknown-brand" | "no-active-jackpot";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    priceJackpotBetslip: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
                /** @description The player's price format on a bet-related call (SPEC.md section 7). Prices are answered as decimals whatever it says; a backend may read it to word its messages. */
                "price-format"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    model: {
                        jackpotId: string;
                        globalStake?: number;
                        originId?: number;
                    };
                    /** @default  */
                    outcomeIds?: string;
                };
            };
        };
        responses: {
            /** @description Prices a jackpot slip: model (globalStake, jackpotId, originId) and outcomeIds comma-joined; answers the model with totalCost, the lines (noOfBets) and the event numbers still without a pick */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        model: {
                            jackpotId: string;
                            jackpotPrize: number;
                            globalStake: number;
                            jackpotTotalStake: number;
                            noOfBets: number;
                            originId: number;
                            totalCost: number;
                            complete: boolean;
                            missingEventNumbers: number[];
                            singles: {
                                outcomeId: string;
                                ordinal: number;
                                ref: string;
                            }[];
                            errors: {
                                code: string;
                                message: string;
                                outcomeId?: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Refused by a rule of the book: the code (a RES code for a bet) says which. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "RES-00047" | "RES-00218" | "RES-00140" | "invalid-stake" | "RES-00233";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    bookJackpotBetslip: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
                /** @description The player's price format on a bet-related call (SPEC.md section 7). Prices are answered as decimals whatever it says; a backend may read it to word its messages. */
                "price-format"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    model: {
                        jackpotId: string;
                        globalStake?: number;
                        originId?: number;
                    };
                    /** @default  */
                    outcomeIds?: string;
                };
            };
        };
        responses: {
            /** @description Keeps a jackpot slip (its picks and stake) under a booking code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Refused by a rule of the book: the code (a RES code for a bet) says which. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "empty-jackpot-slip" | "RES-00047" | "RES-00218" | "RES-00140" | "invalid-stake" | "RES-00233";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts: retryAfterSeconds says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "too-many-attempts";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    loadBookedJackpotBetslip: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Loads a booked jackpot slip, priced now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        jackpotId: string;
                        outcomeIds: string[];
                        model: {
                            jackpotId: string;
                            jackpotPrize: number;
                            globalStake: number;
                            jackpotTotalStake: number;
                            noOfBets: number;
                            originId: number;
                            totalCost: number;
                            complete: boolean;
                            missingEventNumbers: number[];
                            singles: {
                                outcomeId: string;
                                ordinal: number;
                                ref: string;
                            }[];
                            errors: {
                                code: string;
                                message: string;
                                outcomeId?: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Refused by a rule of the book: the code (a RES code for a bet) says which. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "RES-00047" | "RES-00218" | "RES-00140" | "invalid-stake" | "RES-00233";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getJackpotBetslips: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
                /** @description The player's price format on a bet-related call (SPEC.md section 7). Prices are answered as decimals whatever it says; a backend may read it to word its messages. */
                "price-format"?: string;
            };
            path: {
                accountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The player's jackpot slips, newest first: open, or won with returns, or lost */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        slips: {
                            betSlipId: string;
                            reference: string;
                            jackpotId: string;
                            jackpotName: string;
                            /** @enum {string} */
                            status: "open" | "won" | "lost";
                            noOfBets: number;
                            globalStake: number;
                            totalCost: number;
                            winningLines: number | null;
                            returns: number | null;
                            placedAt: string;
                            singles: {
                                outcomeId: string;
                                ordinal: number;
                                ref: string;
                            }[];
                            draws: {
                                ordinal: number;
                                outcomeId: string;
                                description: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked" | "forbidden";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    placeJackpotBetslip: {
        parameters: {
            query: {
                uuid: string;
            };
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
                /** @description The player's price format on a bet-related call (SPEC.md section 7). Prices are answered as decimals whatever it says; a backend may read it to word its messages. */
                "price-format"?: string;
            };
            path: {
                accountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    jackpotId: string;
                    globalStake: number;
                    currency?: string;
                    singles: {
                        outcomeId: string;
                        ordinal: number;
                    }[];
                    originId?: number;
                };
            };
        };
        responses: {
            /** @description Places a jackpot slip: every event number 1..N picked (else RES-00218), debited at once; idempotent on uuid (a retry gets the first answer byte for byte, the same uuid with another slip is 422) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        betSlipId: string;
                        reference: string;
                        jackpotId: string;
                        /** @enum {string} */
                        status: "open" | "won" | "lost";
                        noOfBets: number;
                        globalStake: number;
                        jackpotPrize: number;
                        totalCost: number;
                        singles: {
                            outcomeId: string;
                            ordinal: number;
                            ref: string;
                        }[];
                        availableBalance: number;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked" | "forbidden";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Refused by a rule of the book: the code (a RES code for a bet) says which. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "RES-00103" | "RES-00108" | "RES-00056" | "RES-00047" | "RES-00218" | "RES-00140" | "invalid-stake" | "RES-00233" | "idempotency-key-reused" | "currency-mismatch";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    makeDeposit: {
        parameters: {
            query: {
                uuid: string;
            };
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                accountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    currency?: string;
                    /** @constant */
                    method: "card";
                    cardNumber: string;
                    expiry: string;
                    cvc: string;
                };
            };
        };
        responses: {
            /** @description Deposits by card through the sandbox provider; idempotent on uuid. 402 declined, 409 self-excluded, 422 outside 1.00 to 10,000.00 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payment: {
                            id: string;
                            /** @enum {string} */
                            kind: "deposit" | "withdrawal";
                            amount: number;
                            currency: string;
                            /** @enum {string} */
                            method: "card" | "bank";
                            destination?: string;
                            /** @enum {string} */
                            status: "pending" | "completed" | "declined";
                            createdAt: string;
                            completedAt?: string;
                            declineReason?: string;
                        };
                        balance: {
                            /** @constant */
                            name: "sportsbook";
                            balance: number;
                            promoCash: number;
                            totalLeftToWager: number;
                            withdrawableAmount: number;
                            currency: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The payment was declined. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "card-declined" | "insufficient-funds";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked" | "forbidden";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request conflicts with the current state: the code says which. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "self-excluded" | "uuid-in-use";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Refused by a rule of the book: the code (a RES code for a bet) says which. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "under-minimum" | "over-maximum" | "currency-mismatch";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    makeWithdrawal: {
        parameters: {
            query: {
                uuid: string;
            };
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                accountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    currency?: string;
                    /** @constant */
                    method: "card";
                    cardNumber: string;
                } | {
                    amount: number;
                    currency?: string;
                    /** @constant */
                    method: "bank";
                    iban: string;
                };
            };
        };
        responses: {
            /** @description Withdraws to a card or an IBAN; idempotent on uuid. 402 declined, 409 withdrawals-held, 422 over-withdrawable or outside the limits */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payment: {
                            id: string;
                            /** @enum {string} */
                            kind: "deposit" | "withdrawal";
                            amount: number;
                            currency: string;
                            /** @enum {string} */
                            method: "card" | "bank";
                            destination?: string;
                            /** @enum {string} */
                            status: "pending" | "completed" | "declined";
                            createdAt: string;
                            completedAt?: string;
                            declineReason?: string;
                        };
                        balance: {
                            /** @constant */
                            name: "sportsbook";
                            balance: number;
                            promoCash: number;
                            totalLeftToWager: number;
                            withdrawableAmount: number;
                            currency: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The payment was declined. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "card-declined" | "payout-declined";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked" | "forbidden";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request conflicts with the current state: the code says which. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "withdrawals-held" | "uuid-in-use";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Refused by a rule of the book: the code (a RES code for a bet) says which. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "under-minimum" | "over-maximum" | "over-withdrawable" | "currency-mismatch";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getTransactions: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                type?: "opening" | "deposit" | "withdrawal" | "bet" | "win" | "refund" | "cash-out" | "bonus" | "adjustment";
                wallet?: "real" | "promo";
            };
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                accountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account's ledger rows, newest first, a page at a time */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            /** @enum {string} */
                            type: "opening" | "deposit" | "withdrawal" | "bet" | "win" | "refund" | "cash-out" | "bonus" | "adjustment";
                            /** @enum {string} */
                            wallet: "real" | "promo";
                            amount: number;
                            balanceAfter: number;
                            reference: string | null;
                            description: string;
                            createdAt: string;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked" | "forbidden";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getPayments: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                kind?: "deposit" | "withdrawal";
            };
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                accountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account's deposits and withdrawals, newest first, a page at a time */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            /** @enum {string} */
                            kind: "deposit" | "withdrawal";
                            amount: number;
                            currency: string;
                            /** @enum {string} */
                            method: "card" | "bank";
                            destination?: string;
                            /** @enum {string} */
                            status: "pending" | "completed" | "declined";
                            createdAt: string;
                            completedAt?: string;
                            declineReason?: string;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked" | "forbidden";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getEvents: {
        parameters: {
            query?: {
                allBettableEvents?: boolean;
                bettable?: boolean;
                includeMarkets?: boolean;
                lightWeightResponse?: boolean;
                marketFilter?: "GAME";
                marketStatus?: string;
                periodType?: "IN_RUNNING" | "PRE_MATCH";
                sportGroups?: "REGULAR";
                eventPathIds?: string;
                eventsPerPage?: number;
                page?: number;
                dateFrom?: string;
                dateTo?: string;
                ids?: string;
                marketTypeIds?: string;
                sortByEventpath?: boolean;
                outrights?: "exclude" | "include" | "only";
            };
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events with their markets, filtered and sorted as the query asks */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        events: components["schemas"]["Event"][];
                        page: number;
                        eventsPerPage: number;
                        totalCount: number;
                        pageCount: number;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    sendEventsQuery: {
        parameters: {
            query: {
                hash: string;
            };
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": string;
            };
        };
        responses: {
            /** @description The events query sent as the body (form-encoded) when it is too long for a URL; ?hash= is its md5 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        events: components["schemas"]["Event"][];
                        page: number;
                        eventsPerPage: number;
                        totalCount: number;
                        pageCount: number;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One event with all its markets, as of the live change numbered seq (the stream applies the changes after it) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        slug: string;
                        description: string;
                        sportCode: string;
                        eventPaths: components["schemas"]["EventPath"][];
                        startTime: string;
                        clock?: components["schemas"]["Clock"];
                        liveStreaming?: boolean;
                        betBuilderEvent?: boolean;
                        outright?: boolean;
                        feedCode?: string;
                        isFinished?: boolean;
                        scores?: components["schemas"]["Score"];
                        sets?: components["schemas"]["Score"][];
                        match?: components["schemas"]["Score"];
                        cricketOutcomes?: string[];
                        redCards?: components["schemas"]["Score"];
                        liveOpenMarketCount?: number;
                        currentPeriod?: string;
                        currentPeriodAbbreviation?: string;
                        currentPeriodNumber?: number;
                        tracker?: components["schemas"]["MatchTracker"];
                        markets: components["schemas"]["Market"][];
                        seq?: number;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found" | "unknown-event";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getMarket: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One market with its outcomes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Market"];
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found" | "unknown-market";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getMarkets: {
        parameters: {
            query: {
                ids: string;
                includePrices?: boolean;
            };
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Markets by id: the open or suspended ones that have outcomes, in the order asked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        markets: (components["schemas"]["Market"] | {
                            id: string;
                            eventId: string;
                            marketTypeId: string;
                            periodId: string;
                            opponentId?: string;
                            description: string;
                            period?: components["schemas"]["Period"];
                            marketTypeInfo?: components["schemas"]["MarketTypeInfo"];
                            instance?: number;
                            /** @enum {string} */
                            status: "open" | "suspended";
                            cutoffTime?: string;
                            teamName?: string;
                            playerName?: string;
                            placeTerms?: components["schemas"]["PlaceTerms"];
                            reserve?: boolean;
                            outcomeIds: string[];
                        })[];
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getOddsLadder: {
        parameters: {
            query?: {
                overrideBrand?: string;
            };
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                version: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An odds ladder version and the margins in force */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: number;
                        ladder: number[];
                        margins: {
                            leagueId: string | null;
                            marketTypeId: string | null;
                            margin: number;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found" | "unknown-brand" | "unknown-ladder";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getSportsTree: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sports, regions and leagues with their live, pre-match and outright counts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sports: {
                            id: number;
                            slug: string;
                            description: string;
                            liveCount: number;
                            prematchCount: number;
                            outrightCount: number;
                            code: string;
                            regions: {
                                id: number;
                                slug: string;
                                description: string;
                                liveCount: number;
                                prematchCount: number;
                                outrightCount: number;
                                leagues: {
                                    id: number;
                                    slug: string;
                                    description: string;
                                    liveCount: number;
                                    prematchCount: number;
                                    outrightCount: number;
                                }[];
                            }[];
                        }[];
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getLiveEvents: {
        parameters: {
            query?: {
                marketTypeIds?: string;
                lazyMarketsAbove?: number;
            };
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live events with their markets as of the change numbered seq; past lazyMarketsAbove events (0 if not given), only the markets of marketTypeIds */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        seq: number;
                        events: components["schemas"]["Event"][];
                        marketsComplete?: boolean;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getLiveChanges: {
        parameters: {
            query: {
                after: number;
                marketTypeIds?: string;
                wholeEventIds?: string;
            };
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live changes after seq, scoped as the stream is by marketTypeIds and wholeEventIds: the fallback when no WebSocket can be had */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        seq: number;
                        snapshotRequired: boolean;
                        producerUp?: boolean;
                        batches: {
                            seq: number;
                            changes: {
                                [key: string]: unknown;
                            }[];
                        }[];
                        more?: boolean;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    searchEvents: {
        parameters: {
            query: {
                q: string;
            };
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Events whose teams or competition, and competitions whose name, start with the words typed; in play first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        events: {
                            id: string;
                            slug: string;
                            description: string;
                            sportCode: string;
                            eventPaths: components["schemas"]["EventPath"][];
                            startTime: string;
                            clock?: components["schemas"]["Clock"];
                            liveStreaming?: boolean;
                            betBuilderEvent?: boolean;
                            outright?: boolean;
                            feedCode?: string;
                            isFinished?: boolean;
                            scores?: components["schemas"]["Score"];
                            sets?: components["schemas"]["Score"][];
                            match?: components["schemas"]["Score"];
                            cricketOutcomes?: string[];
                            redCards?: components["schemas"]["Score"];
                            liveOpenMarketCount?: number;
                            currentPeriod?: string;
                            currentPeriodAbbreviation?: string;
                            currentPeriodNumber?: number;
                            tracker?: components["schemas"]["MatchTracker"];
                        }[];
                        competitions: {
                            sportCode: string;
                            eventPaths: components["schemas"]["EventPath"][];
                        }[];
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getSettings: {
        parameters: {
            query?: {
                cached?: boolean;
                all?: boolean;
                c?: string;
                mc?: string;
                /** @description The brand settings' publication the client holds (last_publication_timestamp): a publication makes new addresses, so no cache answers from before it. */
                pub?: string;
            };
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The brand's settings (SPEC.md section 3) for a channel; the brand header names the brand. ETag and If-None-Match: 304 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match is still current; no body */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unknown-brand";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    publishBrandSettings: {
        parameters: {
            query?: {
                c?: string;
            };
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                brandId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Merges settings into a brand's (or, with c, its channel's) and publishes them; null removes one (development only) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found" | "unknown-brand";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The request did not come whole within 30 s. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getGeoData: {
        parameters: {
            query?: {
                l?: string;
                /** @description The brand settings' publication the client holds (last_publication_timestamp): a publication makes new addresses, so no cache answers from before it. */
                pub?: string;
                /** @description The channel the page is served for: mobile or desktop. */
                mc?: string;
            };
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Where the caller is: the edge's country header (cf-ipcountry, x-country-code), else the brand's default country */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        countryCode: string;
                        countryCode3: string;
                        countryName: string;
                        region?: string;
                        ip: string;
                        /** @enum {string} */
                        source: "header" | "brand";
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unknown-brand";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getGeoDataUnversioned: {
        parameters: {
            query?: {
                l?: string;
                /** @description The brand settings' publication the client holds (last_publication_timestamp): a publication makes new addresses, so no cache answers from before it. */
                pub?: string;
                /** @description The channel the page is served for: mobile or desktop. */
                mc?: string;
            };
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Where the caller is: the edge's country header (cf-ipcountry, x-country-code), else the brand's default country */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        countryCode: string;
                        countryCode3: string;
                        countryName: string;
                        region?: string;
                        ip: string;
                        /** @enum {string} */
                        source: "header" | "brand";
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unknown-brand";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getCurrencies: {
        parameters: {
            query?: {
                l?: string;
            };
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The currencies the book takes: code, name, symbol, precision of the minor unit, display scale (1000 for VND, IDR, LAK, MMK, KHR) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        name: string;
                        symbol: string;
                        precision: number;
                        /** @enum {number} */
                        displayScale: 1 | 1000;
                    }[];
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getGamingBoardSeal: {
        parameters: {
            query: {
                host: string;
                /** @description The brand settings' publication the client holds (last_publication_timestamp): a publication makes new addresses, so no cache answers from before it. */
                pub?: string;
                /** @description The channel the page is served for: mobile or desktop. */
                mc?: string;
            };
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The gaming-board seal token of one of the brand's hosts; 404 for a host without one */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unknown-brand" | "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getAdvert: {
        parameters: {
            query?: {
                player_type?: string;
                username?: string;
                /** @description The brand settings' publication the client holds (last_publication_timestamp): a publication makes new addresses, so no cache answers from before it. */
                pub?: string;
                /** @description The channel the page is served for: mobile or desktop. */
                mc?: string;
            };
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                adId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One of the brand's adverts (jackpot_banner, jackpot_bets, those of page_layouts), if its audience takes in the caller (the bearer token's player); 404 otherwise */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        audience: string;
                        width_in_pixels: number;
                        height_in_pixels: number;
                        attachment_path: string;
                        description: string;
                        name: string;
                        link: string;
                        link_name: string;
                        popup: boolean;
                        popup_allow_resize: boolean;
                        popup_allow_scrollbars: boolean;
                        popup_height: number;
                        popup_width: number;
                        show_description: boolean;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found" | "unknown-brand";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    launchPartnerProduct: {
        parameters: {
            query?: {
                gameId?: string;
            };
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                product: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Where a partner product's page opens: the brand's URL with the player's partner token (none for a visitor), language and currency; 404 for a product the brand does not offer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                        newTab: boolean;
                        asPlayer: boolean;
                    };
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found" | "unknown-brand" | "not-offered";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getImage: {
        parameters: {
            query?: {
                w?: number;
                q?: number;
            };
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                src: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image at the width asked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                    "image/png": string;
                    "image/jpeg": string;
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match is still current; no body */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type application/json), or says no type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-an-image";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getBrandAsset: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
                /** @description The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one. */
                "portal-id"?: string;
                /** @description The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one. */
                "portal-token"?: string;
            };
            path: {
                brandId: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image as uploaded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                    "image/png": string;
                    "image/jpeg": string;
                    "image/webp": string;
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "not-found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
}
