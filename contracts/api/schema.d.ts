// Generated from openapi.yaml by `npm run api:gen`. Do not edit.

export interface paths {
    "/{product}/inbox/community/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a community (14-character id) */
        post: operations["createCommunity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{product}/inbox/community/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add users (usually contacts) to a community you are in; they receive its messages from then on */
        post: operations["inviteToCommunity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{product}/inbox/contact/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a contact */
        post: operations["addContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{product}/inbox/contact/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The contacts map (uid to name) */
        post: operations["listContacts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{product}/inbox/contact/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove contacts (a non-empty list of uids) */
        post: operations["removeContacts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{product}/inbox/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete your own message for everyone
         * @description Only the author may delete (403 `inbox.notAuthor`). The text is removed from the server: the message stays
         *     in its place with `d: true` and an empty `m` ("message deleted"), and replies quoting it show it deleted.
         *     Deleting it again answers the same (idempotent). Every member's sockets get the JSON frame `{type: "m"}`.
         */
        post: operations["deleteMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{product}/inbox/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit the text of your own message
         * @description Only the author may edit (403 `inbox.notAuthor`); a deleted message cannot be edited (409
         *     `inbox.messageGone`). The message keeps its id, time and state and gets `e` (when edited). Every member's
         *     sockets get the JSON frame `{type: "m"}` with the message as it reads now, so the others see "edited" at once.
         */
        post: operations["editMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{product}/inbox/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A conversation and a page of its messages (newest page, older than `before`, or newer than `after`)
         * @description `c` is a conversation id or a user uid (the direct chat with that user, which may have no message yet:
         *     then `messages` is empty). Messages are oldest first. `more` says whether there are further messages in
         *     the direction read (older for the newest page and `before`, newer for `after`). A conversation you are
         *     not in answers 404, exactly as one that does not exist.
         */
        post: operations["getHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{product}/inbox/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Conversations with news, in batches of at most 20 after the last fetched id */
        post: operations["listInbox"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{product}/inbox/notification/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The user's notifications (messages, mentions, follows, challenges), newest first */
        post: operations["listNotifications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{product}/inbox/notification/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark notifications read (ids that are not yours are ignored) */
        post: operations["markNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{product}/inbox/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a conversation read (up to message `i`, or all of it)
         * @description Messages of the others up to `i` get state `r`, and their senders' sockets get `x` (spec section 4).
         *     In a community a message becomes `r` once any other member read it. Answers the caller's unread count.
         */
        post: operations["markRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{product}/inbox/received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * This device has the conversation's messages up to `i` (delivery receipt)
         * @description Sent by a recipient's client as soon as it has fetched messages of the others (the inbox list, a history
         *     page): their messages up to `i` still `s` (sent) become `d` (delivered), and their senders' sockets get the
         *     JSON frame `{type: "m"}` with the changed messages. In a community a message becomes `d` once any other
         *     member's device has it. Nothing changes for messages already delivered or read; your own are never changed.
         */
        post: operations["markReceived"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{product}/inbox/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message to a user (direct chat) or a conversation you are in; idempotent by the client message id
         * @description `to` is a user uid (the direct chat with that user; created by its first message, its 12-character id
         *     derived from the pair of uids) or the id of a conversation you belong to. `k` is the client's message id:
         *     sending the same `k` again with the same `to` and text answers the stored message (200) and stores nothing
         *     new, so a retried send never duplicates; the same `k` with another text or target is a 409. Every member's
         *     sockets (every tab, the sender's included) get `i`. A conversation you are not in answers 404, exactly as
         *     one that does not exist (nothing leaked). `q` replies to (quotes) a message of the same conversation; one
         *     that is not there is a 422 (`inbox.replyNotFound`). A new message is `s` (sent) until a recipient's device
         *     acknowledges it (inbox/received).
         */
        post: operations["sendMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{product}/play/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Challenge a contact, or accept (a) or reject (x) a challenge
         * @description A challenge is {g, u, n}; an answer is {t, i}, optionally with the g, u and n of the challenge it answers (the seed's table names all five together). A g, u or n that does not match the game answered is a 422 play.answerMismatch (params.field names which), checked before the game's state.
         */
        post: operations["playAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{product}/play/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Play rock, paper or scissors in the current game (the opponent only learns that you moved) */
        post: operations["playMove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{product}/play/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Wait for an online opponent at a stake (matched at once when someone waits at the same stake)
         * @description Matched: both stakes go to escrow, both players get JSON p, and data is the caller's PlayData.
         *     Otherwise data is null and the caller waits (joining again at another stake moves them).
         */
        post: operations["playQueue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{product}/play/queue/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop waiting for an online opponent (harmless when not waiting) */
        post: operations["playQueueLeave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{product}/play/rematch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Offer the opponent of a finished game a new game at the same stake (they get JSON r with rematch true)
         * @description When the opponent already offered a rematch of that game, this accepts it instead.
         */
        post: operations["playRematch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{product}/play/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve the current game (both moved, or 30 s passed)
         * @description The server settles a game by itself 30 s after it started (a challenge 30 s after it was sent), whoever is connected, and tells both players with the realtime text frame p; resolve then reads how it ended (and marks it read). A move after that is a 409 play.timeUp.
         */
        post: operations["resolvePlay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{product}/profile/follow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Follow a profile (its posts join the Following feed); following twice changes nothing */
        post: operations["followProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{product}/profile/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Find a profile by username */
        post: operations["getProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{product}/profile/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A page of one profile's posts (newest first, 10 a page) */
        post: operations["listProfilePosts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{product}/profile/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Profiles whose username or display name contains the text (the client lowercases it, spec section 5)
         * @description A leading `@` is ignored; the display name is compared without case. At most 20 results, exact username match first, then usernames that start with the text, then by username. An empty list is a success (the client shows 'Profile not found!').
         */
        post: operations["searchProfiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{product}/profile/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A profile's counts and whether the signed-in user follows it */
        post: operations["getProfileStats"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{product}/profile/unfollow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop following a profile; unfollowing one not followed changes nothing */
        post: operations["unfollowProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/action": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the signed-in user's profile and preferences
         * @description A partial update: only the given fields change. Setting username, country and currency
         *     completes the `profile` onboarding step (todo becomes empty). A username already taken gets 409;
         *     a time zone that is not a known IANA name gets 422.
         */
        post: operations["updateAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/addresses/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deletes one of my addresses; if it was the default, the newest one left becomes the default */
        post: operations["accountAddressDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/addresses/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** My address book, the default first */
        post: operations["accountAddresses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/addresses/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds an address (without id) or changes one of mine (with id); isDefault makes it the default
         * @description Text is trimmed; a required field left blank, a postal code that does not fit the country's format, or
         *     a phone not in international form (+ and 7–15 digits) gets 422 naming the field. My first address is the
         *     default; at most 10 addresses (409). Someone else's id gets 404.
         */
        post: operations["accountAddressSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/analytics/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * My own numbers over the last 7, 30 or 90 days, aggregated from the ledger, play, posts and follows
         * @description Every amount is in OSBT minor units (other assets are converted by spec section 9's rule). `flows` says
         *     what came in and went out per area in the period; `balance` has one point per day (the OSBT balance at
         *     the end of that day). Games count those settled in the period; posts those written in it.
         */
        post: operations["accountAnalytics"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/auth/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with email and password
         * @description Throttled per account and per client. Five failed sign-ins for one email within 15 minutes lock that email
         *     for a minute, and each further failure doubles the wait (at most an hour); a client (IP address) gets
         *     50 failures within 15 minutes, counted the same way. A locked attempt answers 429 `auth.tooManyAttempts`
         *     with `Retry-After` (seconds) and the wait in `params.minutes`, even with the right password. An email with
         *     no account is counted and answered exactly like one with an account, so the answers never tell whether an
         *     account exists. A successful sign-in clears its email's failures (not the client's).
         */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke the bearer token */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/auth/sign-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account (starts with todo "profile")
         * @description The password follows the new-password rule (contracts/rules/password.ts, 422 with the reason): 8–128
         *     characters, not only spaces, not one character repeated, not one of the most common passwords. The account's
         *     1,000 OSBT welcome grant is held until the person is verified (see `User.held`). Throttled per client: ten
         *     refused sign-ups (an email that has an account, a refused password) within an hour lock sign-up from that
         *     client for a minute, doubling with each further refusal (at most an hour): 429 `auth.tooManyAttempts` with
         *     `Retry-After` (seconds) and the wait in `params.minutes`.
         */
        post: operations["signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/avatar/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Drops my uploaded picture (the generated one, or initials, show again) */
        post: operations["accountAvatarRemove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/avatar/set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Makes one of my uploaded images (uploadMedia) my picture, served at the CDN's u/{uid}.png
         * @description A key that is not my upload gets 404; a video or audio upload gets 422.
         */
        post: operations["accountAvatarSet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/get/rate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange rates (uppercase code to units per 1 USD; OSBT included) */
        post: operations["getRates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/get/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The signed-in user, with current rates */
        post: operations["getUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/password/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Changes my password; every other session is signed out, this one stays
         * @description The new password follows the new-password rule, as on sign-up (contracts/rules/password.ts): 8–128
         *     characters, not only spaces, not one character repeated, not one of the most common passwords; and it
         *     differs from the current one (422 otherwise, with the reason). A wrong current password gets 422.
         */
        post: operations["accountPasswordChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/payout/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** My saved payout bank account for cash-outs (or null) */
        post: operations["accountPayout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/payout/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Saves (replaces) my payout bank account; cash-outs are sent to it with /pay/withdraw
         * @description Names are trimmed; a bank name or holder of blanks only gets 422.
         */
        post: operations["accountPayoutSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/profile/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The signed-in user's editable profile (username, display name, bio, country, picture) */
        post: operations["accountProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/profile/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Changes the given profile fields (a partial update)
         * @description The username follows spec section 5 (3–25 lowercase letters, digits or underscores); a name someone
         *     else has, or one reserved for a route, gets 409. Display name and bio are trimmed; an empty display
         *     name means "show the username".
         */
        post: operations["accountProfileUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/rewards/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pays an earned achievement's OSBT reward into my balance through the ledger, once
         * @description An achievement not earned yet, or already claimed with another `requestId`, gets 409. The same
         *     `requestId` answers the same result and pays nothing again.
         */
        post: operations["accountRewardsClaim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/rewards/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** My referral code, who joined with it, and the achievements I earned or can earn, with their OSBT rewards */
        post: operations["accountRewards"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/rewards/referral": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records who invited me, by their referral code (once, within 30 days of signing up)
         * @description An unknown code gets 404; my own code 422; a second code, or an account older than 30 days, 409.
         */
        post: operations["accountRewardsReferral"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/sessions/revoke-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs out every other session of mine (other tabs, devices); this one stays */
        post: operations["accountSessionsRevokeOthers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/settings/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** My notification preferences and how many other sessions are signed in */
        post: operations["accountSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/settings/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes the given notification preferences (the others stay) */
        post: operations["accountSettingsUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/support/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Closes one of my tickets (I need no more help); it may be reopened for 7 days
         * @description A ticket already closed gets 409.
         */
        post: operations["supportTicketClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/support/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Opens a ticket (status opened) with its first message
         * @description Idempotent by `requestId`: the same id with the same body answers the ticket it opened (200) and opens no
         *     other; the same id with another body gets 409. A subject of fewer than 3 characters or a message of fewer
         *     than 10 (spaces at either end aside) gets 422. Up to 3 screenshots go in `attachments` (see SupportAttachments).
         */
        post: operations["supportTicketCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/support/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One of my tickets with its thread (staff internal notes left out); marks the staff answers read
         * @description A ticket that does not exist or is someone else's gets 404.
         */
        post: operations["supportTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/support/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * My support tickets, the most recently updated first
         * @description `unread` marks a ticket with a staff answer I have not opened yet.
         */
        post: operations["supportTickets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/support/rate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rates the answer of one of my solved or closed tickets (1 to 5, with an optional comment), once
         * @description A ticket not solved or closed, or that staff never answered, gets 409; so does a second rating.
         */
        post: operations["supportTicketRate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/support/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reopens one of my solved or closed tickets within 7 days of its end (status opened)
         * @description A ticket still open gets 409; so does one whose window (`reopenUntil`) has passed.
         */
        post: operations["supportTicketReopen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/support/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds my message to one of my tickets (it goes back to staff; status opened)
         * @description A reply to a solved or closed ticket reopens it while the reopen window lasts (7 days after it was solved or
         *     closed); after that it gets 409 (open a new ticket). A blank message gets 422.
         */
        post: operations["supportTicketReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/verification/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * My identity verification status and my latest request
         * @description Seeded verified users are approved without a request on file.
         */
        post: operations["accountVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/verification/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends my identity details for review (status becomes pending)
         * @description Only people of 18 or more may verify: a later or impossible date of birth gets 422. A request already
         *     pending, or an account already verified, gets 409. After a rejection a new request may be sent.
         */
        post: operations["accountVerificationSubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/contact/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff only. Messages from the public contact page, newest first (new, answered or all)
         * @description What visitors and people sent from /contact-us (supportContact), newest first. `filter` new (the default:
         *     nothing done yet, or reopened), answered (replied to or marked handled) or all. `new` counts the new ones
         *     whatever the filter. `account` is the account whose e-mail the sender gave (null when none has it); each
         *     message keeps every step with who took it and when. Anyone who is not staff gets 403.
         */
        post: operations["adminContactMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/contact/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff only. Answers a contact message by e-mail to its sender; the message becomes answered
         * @description The text is sent as an e-mail from the platform's support address to the message's `email` (the mock keeps
         *     it in its outbox, where it moves queued → sent → delivered as a Cloud e-mail does, and bounces for
         *     `@bounce.example.com`). The step `replied` keeps the text, who sent it, when, and the e-mail (`email`). A
         *     text of fewer than 10 characters (spaces at either end aside) gets 422 `support.contactReplyTooShort`; an
         *     unknown id 404 `support.contactNotFound`. Replying again to an answered message sends another e-mail.
         */
        post: operations["adminContactReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/contact/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff only. Marks a contact message handled (answered, with no e-mail sent) or reopens it (new)
         * @description `answered` marks it handled without an e-mail (answered elsewhere, spam); `new` reopens it. Each is a step
         *     with who and when. Setting the status it already has gets 409 `support.contactSameStatus`; an unknown id 404.
         */
        post: operations["adminContactStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/disputes/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff only. One dispute with both sides, the order chat, each side's evidence and every step so far */
        post: operations["adminDispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/disputes/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff only. The P2P dispute queue (open ones waiting longest first; resolved ones latest first) */
        post: operations["adminDisputes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/disputes/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff only. Decides a dispute - release the escrow to the buyer, or return it to the seller - with a reason both read
         * @description `buyer`: the escrow goes to the buyer and the order is completed. `seller`: it goes back to the seller (into the
         *     ad's hold while the ad is live) and the order is cancelled. Both parties are notified (notification type `p2p`)
         *     and read `reason` on the order; the decision is a step of the dispute's trail with the staff member and the
         *     time. A dispute nobody decides within 7 days of being opened is closed by the platform: the escrow goes back to
         *     the seller (see decision 037). A dispute already closed (decided, or ended by the buyer's cancel) gets 409.
         */
        post: operations["adminDisputeResolve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff only. The platform at a glance for the last 7, 30 or 90 days
         * @description People (all, verified, still onboarding, joined in the period, online now), each staff queue with how many
         *     items wait and since when, OSBT on the platform (held by people, in escrow, fees kept) and moved in the
         *     period, one row a day of sign-ups, posts and OSBT moved (days in UTC, oldest first, today last), and the
         *     people who joined last. Counted from the mock's own records on its clock, never fixed numbers.
         */
        post: operations["adminOverview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reports/action": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff only. Acts on a reported target: dismiss, remove the content, restrict a community, warn or suspend its author for N days
         * @description Closes every open report on the target and records the action (who, when) in the audit trail. `remove` deletes the post, comment or chat message for everyone (a removed message reads as deleted in its conversation; a profile or a community cannot be removed: 422). `restrict` (communities only, 422 otherwise) keeps the community readable by its members but nobody can send to it or add members (403 admin.communityRestricted). The author of a community is its creator. `suspend` needs `days` (1–365; 422 without); a suspended person cannot post, comment or send messages (403) until it ends on the mock clock. A target with no open report gets 404.
         */
        post: operations["adminReportAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reports/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff only. The moderation audit trail, newest first: every action with who took it and when */
        post: operations["adminReportAudit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reports/lift": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff only. Ends a running suspension early
         * @description The person may post, comment, edit, send and create communities again at once. The lift is recorded in the audit trail (action `lift`, target the profile, `until` the time the suspension would have ended) and the person is notified. A person who is not suspended on the mock clock (or does not exist) gets 422.
         */
        post: operations["adminLiftSuspension"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reports/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff only. Reports grouped by target: open ones (most reported first), or closed ones (latest action first)
         * @description Each case carries the reports, their reasons counted, the first and last time, a preview of the content (available false once it is gone) and the author's warnings and suspension.
         */
        post: operations["adminReports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reports/unrestrict": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff only. Lifts a restriction on a community
         * @description Its members may send to it and add members again at once. The lift is recorded in the audit trail (action `unrestrict`, target the community, author its creator); the creator is notified (moderation, action `unrestrict`) and every member gets the realtime `i`, so an open chat reads the conversation again (`restricted` false). A community that is not restricted (or does not exist) gets 422 `admin.notRestricted`.
         */
        post: operations["adminLiftRestriction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/staff/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff only. The staff members (task assignees) */
        post: operations["adminStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/supports/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff only. Assigns the ticket to me (assign true) or to nobody (assign false) */
        post: operations["adminSupportAssign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/supports/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff only. One ticket with its whole thread, internal notes included; marks the user's messages read */
        post: operations["adminSupportTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/supports/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff only. The support queue, filtered, searched and sorted by last update
         * @description `filter`: open (waiting on staff; the default), pending (waiting on the user), solved (solved or closed),
         *     all. `query` matches the subject or the requester's username, without case. `mine` keeps the tickets
         *     assigned to me. `unread` marks a ticket with a user message no staff member has opened yet.
         */
        post: operations["adminSupportTickets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/supports/presence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff only. Says who has a ticket open and who is writing an answer to it (collision detection)
         * @description A staff member's page says it has the ticket open (`viewing`), that they are writing in the answer box (`typing`), or that they left (`left`); it says so again every few seconds while open. The answer lists the other staff on the ticket now, longest there first, each with their state. A presence not renewed for 20 s (a closed tab) is gone; sending an answer or a note turns `typing` back into `viewing`. Every change of state (arriving, starting or stopping to write, leaving) sends the realtime `i` to the other staff on the ticket, so their page asks again at once.
         */
        post: operations["adminSupportPresence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/supports/priority": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff only. Sets the ticket's priority, which moves its first-answer due time
         * @description Setting the priority it already has gets 409. The requester does not see the priority.
         */
        post: operations["adminSupportPriority"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/supports/replies/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff only. Saves a reply every staff member can insert
         * @description A title of 3–80 characters and a body of 1–5000, spaces at either end aside (422 otherwise; both are stored
         *     trimmed). A title another saved reply already has, without case, gets 409.
         */
        post: operations["adminSupportSavedReplyCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/supports/replies/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff only. Deletes a saved reply for every staff member
         * @description An unknown id gets 404. Answers the reply it deleted.
         */
        post: operations["adminSupportSavedReplyDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/supports/replies/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff only. The saved replies (macros) every staff member shares, by title
         * @description `{name}` in a body stands for the requester's username; the staff client fills it in when it inserts the reply.
         */
        post: operations["adminSupportSavedReplies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/supports/replies/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff only. Changes a saved reply's title and body (any staff member may)
         * @description The same rules as creating one; an unknown id gets 404. Its `createdBy` stays; `updatedAt` moves.
         */
        post: operations["adminSupportSavedReplyUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/supports/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff only. Answers the requester, or adds an internal note only staff see
         * @description An answer sets the status to `status` (default pending: waiting on the user) and reaches the requester
         *     at once (realtime `i`). An internal note changes the status only when `status` is given. A blank message
         *     gets 422.
         */
        post: operations["adminSupportReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/supports/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff only. Changes the ticket's status (the requester sees it at once, realtime `i`)
         * @description Setting the status it already has gets 409.
         */
        post: operations["adminSupportStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/supports/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff only. One requester's support page (/admin/supports/{uid}, where uid is the requester's user id)
         * @description The requester's summary (username, verified, country, member since), all their tickets, the most
         *     recently updated first, and what helps answer them: their verification state and their five newest
         *     payments and market orders. An unknown uid gets 404.
         */
        post: operations["adminSupportUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/tasks/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff only. Creates a task on the shared board
         * @description A title of 3–120 characters (after trimming), a due date that is a real day not before today (422 otherwise), an assignee who is staff (422 otherwise).
         */
        post: operations["adminTaskAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/tasks/comment/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff only. Comments on a task
         * @description An unknown task gets 404; an empty comment (after trimming) gets 422.
         */
        post: operations["adminTaskComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/tasks/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff only. Deletes a task and its comments
         * @description The task is gone from every list; an unknown (or already deleted) task gets 404.
         */
        post: operations["adminTaskDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/tasks/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff only. The shared task board: all tasks, mine (assigned to me), or the overdue ones; optionally one status
         * @description Overdue: not done and the due date (a UTC day) is over on the mock clock. Order: overdue first, then by due date (none last), then newest.
         */
        post: operations["adminTasks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/tasks/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff only. Edits a task (title, details, priority, due date), moves it (open, in progress, done) or reassigns it
         * @description Only the fields sent change. An unknown task gets 404; an assignee who is not staff, a title outside 3–120 characters (after trimming), an impossible due date, a due date moved into the past, or nothing to change gets 422. A due date already in the past may stay as it is (send it unchanged or leave it out); `dueDate: null` removes it.
         */
        post: operations["adminTaskUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/upload/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff only. Deletes a file: its URL answers 404 from then on
         * @description An unknown (or already deleted) file gets 404.
         */
        post: operations["adminAssetDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/upload/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff only. Uploads a file to the content-delivery location as the raw request body
         * @description Spec section 7: "File upload sends a raw body without the JSON content type". The body is the file's own
         *     bytes with its own content type (`application/octet-stream` is recognised from the bytes). An image (PNG,
         *     JPEG, GIF, WebP) may be at most 10 MB, a PDF 20 MB, a video (MP4, WebM) 50 MB: larger gets 413. Any other
         *     type, or bytes that are not what the content type says, get 415. `name` (optional, 1–120 characters, no
         *     slash) is the name shown in the library; without it the file is named after its id. The answer's `url`
         *     serves the file by GET (under `/cdn/a/`) until it is deleted.
         */
        post: operations["adminUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/upload/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff only. The library of uploaded files, newest first, optionally of one kind or matching a name */
        post: operations["adminAssets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/upload/rename": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff only. Renames a file in the library (its URL stays the same)
         * @description An unknown file gets 404; a name that is empty after trimming or holds a slash gets 422.
         */
        post: operations["adminAssetRename"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/verifications/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff only. Verification requests, oldest pending first (or those of one status, newest first) */
        post: operations["adminVerifications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/verifications/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff only. Approves (the person becomes verified) or rejects (with a reason they read) a pending request
         * @description An unknown id gets 404; a request no longer pending gets 409; a rejection without a reason gets 422.
         */
        post: operations["adminVerificationReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/feed/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page of the For you or Following feed (newest first)
         * @description For you is every post; Following is the posts of the people and tags the signed-in user follows, and
         *     their own. Pages hold 10 posts, newest first (ties by id), so paging is deterministic; posts created
         *     after page 1 was read push older ones down, so a client keeps its place by dropping ids it already has.
         */
        post: operations["listFeed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/feed/new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Posts of a feed newer than the newest one the client has */
        post: operations["listNewPosts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/media/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload one image, video or audio file as the raw request body
         * @description Spec section 7: "File upload sends a raw body without the JSON content type". The body is the file's
         *     own bytes with its own content type (`application/octet-stream` is recognised from the bytes). An
         *     image may be at most 2 MB (spec section 9), a video 16 MB, an audio file 8 MB; a larger file gets 413.
         *     A type not listed here, or bytes that are not what the content type says, get 415. The answer's `key`
         *     goes into a new post's `media`; the file is then served by GET from the content-delivery location
         *     (`url`, under `/cdn/m/`, with Range support for video and audio).
         */
        post: operations["uploadMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/post-new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a post */
        post: operations["createPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/post/comment/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Comment on a post */
        post: operations["addComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/post/comment/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a comment (my own, or any comment on my post)
         * @description The comment's author and the post's author may delete it; anyone else gets 403. Answers the post's
         *     comment count after it. A comment already deleted (or never made) gets 404. Comment pages after it move up
         *     by one; clients drop ids they already show.
         */
        post: operations["deleteComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/post/comment/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A page of a post's comments (oldest first, 20 a page) */
        post: operations["listComments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/post/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete one of my posts, with its likes and comments
         * @description Only the author may delete a post; anyone else gets 403 and the post stays. The post's likes and
         *     comments go with it, and it leaves every feed, profile and tag page; its media files stay with their
         *     uploader. Deleting is final (a second call gets 404). A deleted post still works as the `after` cursor
         *     of /app/feed/new, so a reader whose newest post was deleted still hears of newer ones. Pages after it
         *     move up by one post, as they move down by one for a new post; clients drop ids they already show.
         */
        post: operations["deletePost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/post/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One post by id */
        post: operations["getPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/post/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Like a post (liking twice changes nothing) */
        post: operations["likePost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/post/unlike": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take back a like (unliking a post not liked changes nothing) */
        post: operations["unlikePost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/post/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit one of my posts (its quote text, description and tags)
         * @description Only the author may edit a post; anyone else gets 403. The type, media, likes and comments stay as they
         *     are. The body holds the editable fields as they should be after the edit (send unchanged ones as they
         *     are). A Text post's quote cannot be blank, and a post of another type has no quote text (422). The answer
         *     is the post as edited, with `editedAt`; the post keeps its place in every feed.
         */
        post: operations["updatePost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/report/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a post, a comment, a profile, a chat message or a community to staff, with a reason
         * @description Any signed-in person may report someone else's post, comment or profile, a message someone else sent in a conversation they are in, or a community they are a member of (not one they created). One open report per person per target: a second one while the first is still open gets 409. An unknown target, or a message or community of a conversation the reporter is not in, gets 404 (its existence is not leaked); reporting oneself gets 422. Reporting a message shares it and the two messages either side of it with staff. Staff see the reports grouped by target at /admin/reports.
         */
        post: operations["reportContent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/tag/follow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Follow a tag (its posts join the Following feed); following twice changes nothing */
        post: operations["followTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/tag/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A tag's counts and whether the signed-in user follows it */
        post: operations["getTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/tag/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A page of the posts carrying a tag (newest first, 10 a page) */
        post: operations["listTagPosts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/tag/unfollow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop following a tag; unfollowing one not followed changes nothing */
        post: operations["unfollowTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cloud/domain/auth-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The auth code (EPP code) that moves my domain to another registrar; refused while the registrar lock is on
         * @description Transferring a domain away starts at the new registrar, which asks for this code. While the registrar lock is on the code is refused (409 cloud.domainLocked), as registrars do, so a stolen session cannot move the domain by itself; a domain still arriving by transfer has none yet. Each call issues a new code and the previous one stops working.
         */
        post: operations["cloudDomainAuthCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cloud/domain/auto-renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turns auto-renew on or off (a renewal is charged when the mock clock reaches the expiry) */
        post: operations["cloudDomainAutoRenew"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cloud/domain/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One of my domains with its DNS records */
        post: operations["cloudDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cloud/domain/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** My domains with status and expiry, soonest expiry first */
        post: operations["cloudDomains"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cloud/domain/record/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a DNS record (A, AAAA, CNAME, MX, TXT); each value is checked as its type requires */
        post: operations["cloudDomainRecordAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cloud/domain/record/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deletes a DNS record of my domain */
        post: operations["cloudDomainRecordDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cloud/domain/record/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Edits a DNS record in place (its id stays); checked as a new record is, and refused when another record already says the same */
        post: operations["cloudDomainRecordUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cloud/domain/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registers an available domain for 1–10 years; the price × years is debited in OSBT through the ledger (idempotent by requestId) */
        post: operations["cloudDomainRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cloud/domain/renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Renews for 1–10 more years (never beyond 10 years from now); debited in OSBT, idempotent by requestId */
        post: operations["cloudDomainRenew"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cloud/domain/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Searches a name: availability and yearly price in OSBT for each TLD we sell (a full name puts its TLD first) */
        post: operations["cloudDomainSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cloud/domain/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registrar lock, WHOIS privacy and custom nameservers of my domain (only what is given changes) */
        post: operations["cloudDomainSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cloud/domain/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Transfers in a domain registered elsewhere with its auth (EPP) code; one year is charged now and the transfer completes 5 days later on the mock clock */
        post: operations["cloudDomainTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cloud/email/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends an email from a verified sender address; charged 1 OSBT */
        post: operations["cloudEmailSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cloud/email/senders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** My verified sender addresses (an address on one of my active domains) */
        post: operations["cloudEmailSenders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cloud/keys/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates an API key with its scopes (default: all); the answer holds its secret, shown this once and never again */
        post: operations["cloudApiKeyCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cloud/keys/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** My API keys (prefix, label, scopes, created, last used); never their secrets */
        post: operations["cloudApiKeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cloud/keys/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revokes one of my API keys */
        post: operations["cloudApiKeyRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cloud/messages/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The message log of one channel, newest first (statuses move queued → sent → delivered or failed on the mock clock) */
        post: operations["cloudMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cloud/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** My cloud at a glance: domains, storage, this month's messaging, month-to-date spend from the ledger, recent activity */
        post: operations["cloudOverview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cloud/settings/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** My cloud settings: monthly spending limit, low-balance alert, default email and SMS senders, with this month's spend */
        post: operations["cloudSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cloud/settings/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves my cloud settings; charges that would take the month's cloud spend over the limit are then refused (409) */
        post: operations["cloudSettingsUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cloud/sms/opt-out/set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Puts a number on my opt-out list, or takes it off (as a reply START would); answers the list */
        post: operations["cloudSmsOptOutSet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cloud/sms/opt-outs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** My SMS opt-out list: numbers that replied STOP (or a synonym) or that I added; no SMS is sent to them. A reply START takes a number off; HELP is answered with a free SMS. The mock simulates replies with POST /__mock/sms/reply (README). */
        post: operations["cloudSmsOptOuts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cloud/sms/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends an SMS to an E.164 number; 1–1600 characters, charged 1 OSBT per segment (GSM-7 160/153, otherwise UCS-2 70/67); refused (409 cloud.smsOptedOut) to a number on my opt-out list */
        post: operations["cloudSmsSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cloud/storage/bucket/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a bucket: an S3-style name unique across the platform (409 when taken), a region, public or private
         * @description Names as S3 takes them: 3–63 characters of lowercase letters, digits, hyphens and dots, starting and ending with a letter
         *     or digit, no two dots together, not shaped like an IP address, not starting with xn--. 10 buckets per user at most (409).
         */
        post: operations["cloudBucketCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cloud/storage/bucket/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deletes one of my buckets; 409 while it still holds objects */
        post: operations["cloudBucketDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cloud/storage/bucket/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** My storage buckets with object count, stored bytes, visibility and rules, by name */
        post: operations["cloudBuckets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cloud/storage/object/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deletes one object of my bucket */
        post: operations["cloudObjectDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cloud/storage/object/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A download link: the public URL of a public bucket's object, or a signed URL valid 15 minutes for a private one */
        post: operations["cloudObjectLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cloud/storage/object/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Objects and folders of a bucket under a prefix ('/' separates folders, as S3's delimiter) */
        post: operations["cloudObjects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cloud/storage/object/put": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Places an upload in one of my buckets under a key (replacing an object of the same key); checks the bucket's max object size */
        post: operations["cloudObjectPut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cloud/storage/object/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Uploads a file's bytes as the raw body (application/octet-stream); answers an upload id to put into a bucket within an hour
         * @description Spec section 7: "File upload sends a raw body without the JSON content type". The body is the file's own bytes as
         *     application/octet-stream, whatever the file is (any other content type gets 415); the object's content type is
         *     given when the upload is put into a bucket (cloudObjectPut). At most 5 MB: a larger file gets 413. 409 while a
         *     storage bill is unpaid.
         */
        post: operations["cloudObjectUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cloud/storage/rules/set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets a bucket's rules: CORS allowed origins, delete objects older than N days (enforced on the mock clock), max object size */
        post: operations["cloudBucketRules"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cloud/storage/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * This month's storage usage and cost so far per bucket (stored GB-months, egress, requests), the prices, and past monthly bills
         * @description Metered on the mock clock in micro-OSBT (1 OSBT = 1,000,000): stored bytes × time at 0.02 OSBT per GB-month (a month
         *     counted as 30 days), egress (downloads) at 0.05 OSBT per GB, 5 micro-OSBT per write or list (class A) and 1 per
         *     download (class B). When a UTC month closes, its whole OSBT are debited through the ledger (outside the spending
         *     limit: the usage already happened) and the fraction is carried to the next month. Unpaid bills are owed until the
         *     balance allows; uploads are refused meanwhile.
         */
        post: operations["cloudStorageUsage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cloud/whatsapp/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends an approved WhatsApp template with its parameters to an E.164 number; charged 1 OSBT */
        post: operations["cloudWhatsappSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cloud/whatsapp/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The approved WhatsApp message templates and how many parameters each takes */
        post: operations["cloudWhatsappTemplates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/map/lists/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Names a new list (1–40 characters, no spaces at either end; no two of my lists share a name, ignoring case and accents; at most 50 lists) */
        post: operations["mapListCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/map/lists/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deletes one of the lists I named; a place that was in no other list is no longer saved (its note goes with it) */
        post: operations["mapListDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/map/lists/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** My lists of saved places — Favourites and Want to go (always there, in that order), then the lists I named, oldest first — with how many places each holds */
        post: operations["mapLists"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/map/lists/rename": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Renames one of the lists I named (Favourites and Want to go keep their names) */
        post: operations["mapListRename"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/map/live/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The live map — my own location share, and the contacts who share theirs with me (people who keep me in their contacts) */
        post: operations["mapLive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/map/live/share": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Shares my live location with my contacts — with durationMin it starts (or restarts) a share ending then; without it, it moves an active share */
        post: operations["mapLiveShare"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/map/live/stop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stops sharing my live location (stopping when not sharing changes nothing) */
        post: operations["mapLiveStop"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/map/places/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a missing place at a point; refused when a place of the same name is already within 100 m. Idempotent by requestId. */
        post: operations["mapPlaceAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/map/places/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One place by its code (the /map/c/{code} link) */
        post: operations["mapPlace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/map/places/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Places on the map, best first (most saved, then newest): inside the bounds (without bounds: anywhere on the map, as a search does), of a category, matching a text */
        post: operations["mapPlaces"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/map/places/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Puts a saved place in exactly these lists of mine, with my note; no list at all takes it off my saved places (and drops the note) */
        post: operations["mapPlaceLists"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/map/places/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves a place to my list, or takes it off (saving twice changes nothing) */
        post: operations["mapPlaceSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/map/saved/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** All my saved places as a GeoJSON FeatureCollection (RFC 7946): one Point feature per place, its lists by name and my note in its properties — the file mapSavedImport reads back */
        post: operations["mapSavedExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/map/saved/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reads a GeoJSON file (the text of it) into my lists: every feature is checked first, and a file with any problem adds nothing (the answer names the first problem). A feature is a Point with a name (2–60 characters) and optionally a category (else landmark), lists by name (else Favourites; a name I have no list for makes one; Favourites and Want to go by their English names), a note, address, city and country. A feature with the code of a place on the map, or the name of a place within 100 m, is that place; any other becomes a new place. Importing the same file again changes nothing. */
        post: operations["mapSavedImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/map/saved/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** My saved places, the most recently saved first */
        post: operations["mapSaved"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/market/cart/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** My cart with line subtotals, the total and my OSBT balance */
        post: operations["marketCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/market/cart/set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets how many of a product are in my cart (0 removes the line)
         * @description A product of mine gets 422 (I cannot buy my own product); more than the stock gets 409 naming what is left;
         *     an unknown product 404.
         */
        post: operations["marketCartSet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/market/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buys everything in my cart as one order, paid in OSBT through the ledger
         * @description All or nothing: an empty cart or a product of mine gets 422, a line above the stock left 409 (naming the
         *     product), a balance below the total 422; nothing moves and the cart stays. On success the total leaves my
         *     balance into the order's escrow, the stock drops and the cart empties; the sellers are paid when the order
         *     is delivered. The same `requestId` answers the same order and moves nothing again. The order keeps a copy of
         *     the delivery address (`addressId`, one of mine): none gets 422, someone else's or a deleted one 404.
         */
        post: operations["marketCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/market/orders/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels an order of mine that has not shipped; the total comes back to my balance and the stock to the shelf
         * @description A shipped or delivered order gets 409; an order that is not mine (or does not exist) 404. Cancelling a
         *     cancelled order answers it unchanged.
         */
        post: operations["marketOrderCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/market/orders/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One of my orders */
        post: operations["marketOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/market/orders/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** My orders, newest first (placed → shipped after 2 hours → delivered after 3 days on the mock's clock) */
        post: operations["marketOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/market/orders/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Returns a delivered order within 14 days; the sellers refund the total through the ledger and the stock comes back
         * @description Within 14 days of delivery on the server's clock. An order not delivered yet, cancelled, or past the window
         *     gets 409 with the reason; returning a returned order answers it unchanged.
         */
        post: operations["marketOrderReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/market/products/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One product with its stock and whether I saved it */
        post: operations["marketProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/market/products/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One page of a market shelf (trending, featured or a category), optionally narrowed by a search
         * @description Without `shelf` the search covers the whole market. `trending` lists the products ordered most in the last
         *     7 days (most first); `featured` the editors' picks; the four categories list newest first. Pages hold 12
         *     products; `nextCursor` is null on the last page. Products of mine are listed too (they cannot go in my cart).
         */
        post: operations["marketProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/market/reviews/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reviews a product I received (1 to 5 stars and a text), once per product
         * @description Only a buyer with a delivered order holding the product may review it (422 otherwise), once (409 for a
         *     second review). The text is 1 to 1000 characters once trimmed.
         */
        post: operations["marketReviewCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/market/reviews/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A product's reviews, newest first, and whether I may write one
         * @description Everyone reads them. `canReview` is true when an order of mine holding the product was delivered and I have
         *     not reviewed it yet. The product's `rating` and `ratingCount` are computed from these reviews.
         */
        post: operations["marketReviews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/market/saved/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The products I saved, most recently saved first */
        post: operations["marketSaved"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/market/saved/set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves a product or takes it off my saved list (setting the same state twice changes nothing) */
        post: operations["marketSavedSet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The signed-in user's movements, newest first, filtered and paged
         * @description A date range whose `from` is after its `to` gets 422.
         */
        post: operations["payActivity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/activity/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One of my movements as a receipt (another user's movement, or an unknown id, gets 404, nothing leaked)
         * @description The movement, its status history, the rate of a conversion or P2P trade, and the ledger transactions it moved value in. Ledger accounts are named by their role for me (`me`, `counterparty`, `fees`, `escrow`, `treasury`, `issuer`, `burn`, `platform`), never by another person's account id.
         */
        post: operations["payReceipt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds money from a card, bank transfer or crypto deposit; pending until it settles on the mock's clock
         * @description The movement is `pending` until the method's `settleMs` has passed, then `completed` (the amount
         *     reaches the balance) or `failed`. The mock declines the card ending 0002 (`source` is the card's last
         *     four digits), as payment test cards do.
         */
        post: operations["payAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The assets a wallet can hold, with their precision, fees, limits and add/withdraw methods
         * @description Every amount in the pay calls is an integer in the asset's minor units: `precision` is the number of
         *     decimals (OSBT 0, USD 2, JPY 0, USDT 6). The envelope's `rates` includes every asset (USDT too).
         */
        post: operations["payAssets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/convert/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Converts at the quoted rate; an expired quote gets 409 */
        post: operations["payConvertExecute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/convert/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A quote to convert an amount of one asset to another, valid until expiresAt */
        post: operations["payConvertQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/gift-card/buy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Buys a gift card for an amount of an asset (the value leaves the balance); answers its code */
        post: operations["payGiftCardBuy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/gift-card/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels a gift card I bought that nobody has redeemed; its value comes back and its code stops working
         * @description Only the buyer may cancel, and only while the card is active: a redeemed card gets 409, and a card that is
         *     not mine (or does not exist) 404. The value goes back to the buyer's balance, the purchase in the activity
         *     shows as cancelled, and redeeming the code afterwards gets 409 (not counted as a wrong code). Cancelling a cancelled card
         *     answers it unchanged.
         */
        post: operations["payGiftCardCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/gift-card/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cards I bought (with their codes) and cards I redeemed, newest first */
        post: operations["payGiftCards"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/gift-card/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Redeems a code once; wrong codes get 404, a used or cancelled code 409, and after 5 wrong codes a day 429 (used or cancelled codes do not count) */
        post: operations["payGiftCardRedeem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/p2p/ads/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Posts an ad to buy or sell an asset for a fiat currency at a price, within order limits
         * @description `price` is in the fiat's minor units per one whole unit of the asset; `total` is in the asset's minor
         *     units; `minFiat`/`maxFiat` bound one order, in the fiat's minor units. A sell ad locks `total` when posted
         *     (the seller's balance moves into the ad's hold, which the wallet counts as held); orders are taken from that
         *     hold. A balance that cannot cover it is refused with 422 `p2p.sellBalanceShort` (params: `available`, `amount`
         *     locked, `needed` more).
         */
        post: operations["payP2pAdCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/p2p/ads/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deletes my ad (its hold goes back to the seller's balance); an ad with open orders gets 409 */
        post: operations["payP2pAdDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/p2p/ads/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** My P2P ads, active and paused */
        post: operations["payP2pAds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/p2p/ads/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edits my ad, or pauses (status paused) and resumes (status active) it
         * @description A sell ad's hold follows it: pausing releases what the ad has left to the seller's balance, resuming locks it
         *     again, and a new `total` locks or releases the difference. What the balance cannot cover is refused with 422
         *     `p2p.sellBalanceShort` (with the `needed` amount), and the ad stays as it was.
         */
        post: operations["payP2pAdUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/p2p/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Live P2P ads of other traders; side is what I want to do (buy shows sell ads, cheapest first) */
        post: operations["payP2pOffers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/p2p/orders/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The buyer cancels the order; the escrow goes back to the seller
         * @description Only the buyer may cancel (409 for the seller), while the order is pending, paid or disputed. After marking
         *     it paid, the buyer cancels only if they did not pay or the seller refunded them: cancelling gives up their
         *     claim to the asset, and it is how a dispute ends when no payment was made. A cancelled order cannot be
         *     reopened; cancelling it again answers it unchanged.
         */
        post: operations["payP2pOrderCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/p2p/orders/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Takes an ad for a fiat amount; the seller's asset is locked in escrow until release, cancel or expiry */
        post: operations["payP2pOrderCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/p2p/orders/dispute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Opens a dispute on a paid order, once disputeAfter has passed (409 before) */
        post: operations["payP2pOrderDispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/p2p/orders/evidence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds screenshots to a disputed order (buyer or seller), for the staff who decide it
         * @description Up to 3 keys of images the caller uploaded (uploadMedia, as support screenshots), at most 6 per side in all
         *     (422 `p2p.evidenceTooMany`). Only while the order is disputed (409 `p2p.evidenceNeedsDispute`). Staff see every
         *     image with who added it and when (adminDispute); each addition is a step of the dispute's trail.
         */
        post: operations["payP2pOrderEvidence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/p2p/orders/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rates the other party once the order is completed (once per party) */
        post: operations["payP2pOrderFeedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/p2p/orders/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One of my orders (another user's order gets 404, nothing leaked) */
        post: operations["payP2pOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/p2p/orders/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** My P2P orders (as buyer or seller), newest first; open are pending, paid or disputed */
        post: operations["payP2pOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/p2p/orders/message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Writes in the order chat; the other party gets a realtime `i` */
        post: operations["payP2pOrderMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/p2p/orders/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The order chat between buyer and seller, oldest first (with system notes of each step) */
        post: operations["payP2pOrderMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/p2p/orders/paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The buyer says the fiat was paid (pending → paid); the seller gets a realtime `i` */
        post: operations["payP2pOrderPaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/p2p/orders/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The seller releases the escrowed asset to the buyer (paid or disputed → completed) */
        post: operations["payP2pOrderRelease"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/recipients/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The saved recipients (the pay address book) */
        post: operations["payRecipients"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/recipients/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Removes a saved recipient; answers the address book after the change */
        post: operations["payRecipientRemove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/recipients/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves a user to the address book (saving the same user again updates the label) */
        post: operations["payRecipientSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/request/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Asks another user for an amount; it appears as pending for them */
        post: operations["payRequestCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/request/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The payer declines a pending request, or the requester cancels it */
        post: operations["payRequestDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/request/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Requests I sent (outgoing) and requests asking me to pay (incoming), newest first */
        post: operations["payRequests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/request/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The payer pays a pending request (amount plus the send fee); idempotent by requestId */
        post: operations["payRequestPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends an amount to another user (the fee is added on top); idempotent by requestId
         * @description The same `requestId` with the same body answers the first result and moves nothing again; the same
         *     `requestId` with another body gets 409. The recipient gets a realtime `i`.
         */
        post: operations["paySend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/send/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What a send would do (recipient's identity, fee, total) without moving anything
         * @description An unknown username gets 404; yourself, an amount outside the asset's limits or above the balance gets 422.
         */
        post: operations["paySendPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A monthly statement of one asset, from the ledger
         * @description The calendar month in the given IANA time zone (the person's): the balance at its first millisecond (`opening`), every ledger transaction that changed my balance of the asset during it, oldest first, with the balance after each (`balance`), and the balance at its last (`closing`). `opening` plus the sum of the lines' `amount` is `closing`, to the unit. Each line names the movement it belongs to. An unknown time zone gets 422, a month that has not started in that zone 422.
         */
        post: operations["payStatement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The signed-in user's balances per asset (available and held), derived from the ledger */
        post: operations["payWallet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraws to a bank account or crypto address; the amount plus fee is held until it settles
         * @description The amount and fee leave the balance at once (held), then the payout `completed` after the method's
         *     `settleMs`, or `failed` and the hold comes back. The mock returns payouts to a destination ending 0000.
         */
        post: operations["payWithdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A message from the public contact page (/contact-us), signed in or not
         * @description Anyone may write (no token needed; one sent is ignored). The team answers by e-mail at `email`. A name that
         *     is only spaces gets 422 `support.contactNameMissing`; a message of fewer than 10 characters (spaces at either
         *     end aside) 422 `support.messageTooShort`. Idempotent by `requestId`: the same id with the same body answers
         *     the message it took (200) and takes no other; the same id with another body gets 409.
         */
        post: operations["supportContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Whether the platform is up (the public site's status line; ours, the spec's status badge)
         * @description A health check anyone may call, signed in or not (no token needed; one sent is ignored). `operational` when
         *     every area answers, `degraded` when some answer slowly or fail (`areas` names them), `outage` when the
         *     platform cannot serve. A client that gets no answer at all, or a 5xx, should say the platform cannot be
         *     reached. Not cached: `checkedAt` is when the server looked.
         */
        post: operations["platformStatus"];
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
        AccountAchievement: {
            claimedAt: components["schemas"]["PayTime"] | null;
            earned: boolean;
            goal: number;
            id: components["schemas"]["AccountAchievementId"];
            /** @description How far along (never above goal) */
            progress: number;
            /** @description OSBT paid once when claimed */
            reward: number;
        };
        /** @enum {string} */
        AccountAchievementId: "onboarding" | "verified" | "first_post" | "first_win" | "first_send" | "first_order" | "invite_friends";
        AccountAddress: {
            city: string;
            country: components["schemas"]["CountryCode"];
            id: components["schemas"]["AccountAddressId"];
            isDefault: boolean;
            label: string;
            line1: string;
            line2: string;
            name: string;
            phone: string;
            postalCode: string;
            region: string;
        };
        AccountAddressesEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["AccountAddress"][];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        AccountAddressId: string;
        AccountAddressInput: {
            city: string;
            country: components["schemas"]["CountryCode"];
            id?: components["schemas"]["AccountAddressId"];
            isDefault?: boolean;
            label: string;
            line1: string;
            line2?: string;
            name: string;
            phone: string;
            postalCode: string;
            region?: string;
        };
        AccountAddressRef: {
            id: components["schemas"]["AccountAddressId"];
        };
        AccountAnalytics: {
            balance: {
                /** @description OSBT at the end of that day (or now for the last point) */
                balance: number;
                t: components["schemas"]["PayTime"];
            }[];
            /** @enum {integer} */
            days: 7 | 30 | 90;
            flows: {
                area: components["schemas"]["AccountFlowArea"];
                /** @description In OSBT */
                in: number;
                /** @description In OSBT */
                out: number;
            }[];
            followers: {
                /** @description New followers in the period */
                gained: number;
                total: number;
            };
            from: components["schemas"]["PayTime"];
            games: {
                draws: number;
                losses: number;
                wins: number;
            };
            posts: {
                /** @description Other people's comments on my posts in the period */
                comments: number;
                /** @description Posts I wrote in the period */
                count: number;
                /** @description Likes those posts have */
                likes: number;
            };
            /** @description The same figures over the period of the same length just before this one, to compare with. */
            previous: {
                /** @description OSBT at the end of the previous period (the start of this one) */
                balance: number;
                from: components["schemas"]["PayTime"];
                /** @description New followers in the previous period */
                gained: number;
                games: {
                    draws: number;
                    losses: number;
                    wins: number;
                };
                /** @description Money in over every area, in OSBT */
                in: number;
                /** @description Money out over every area, in OSBT */
                out: number;
                posts: {
                    comments: number;
                    count: number;
                    likes: number;
                };
                to: components["schemas"]["PayTime"];
            };
            to: components["schemas"]["PayTime"];
        };
        AccountAnalyticsEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["AccountAnalytics"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        AccountAnalyticsQuery: {
            /**
             * @description The period: the last 7, 30 or 90 days up to now
             * @enum {integer}
             */
            days: 7 | 30 | 90;
        };
        AccountAvatarInput: {
            /** @description The key uploadMedia answered */
            key: string;
        };
        /**
         * @description Where money came from or went (rewards are achievement claims; other is the welcome grant and the like)
         * @enum {string}
         */
        AccountFlowArea: "pay" | "play" | "market" | "cloud" | "rewards" | "other";
        AccountNotifications: {
            /** @description Challenges and game results */
            games: boolean;
            /** @description Mentions, comments and likes on my posts */
            mentions: boolean;
            /** @description New chat and community messages */
            messages: boolean;
            /** @description Product news and offers */
            news: boolean;
            /** @description Money in and out, requests, P2P orders */
            payments: boolean;
        };
        AccountPasswordChange: {
            currentPassword: string;
            newPassword: string;
        };
        AccountPayoutEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["AccountPayoutInput"] | null;
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        AccountPayoutInput: {
            /** @description An account number or IBAN (what /pay/withdraw takes as destination) */
            accountNumber: string;
            bankName: string;
            holder: string;
        };
        AccountProfile: {
            bio: string;
            country: string;
            /** @description True when u/{uid}.png serves a picture I uploaded */
            customAvatar: boolean;
            /** @description Empty means the username is shown */
            displayName: string;
            userName: string;
        };
        AccountProfileEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["AccountProfile"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        AccountProfileUpdate: {
            bio?: string;
            country?: components["schemas"]["CountryCode"];
            displayName?: string;
            userName?: components["schemas"]["UserName"];
        };
        AccountReferralCode: string;
        AccountReferralInput: {
            /** @description Case does not matter */
            code: string;
        };
        AccountRewardClaimInput: {
            id: components["schemas"]["AccountAchievementId"];
            requestId: components["schemas"]["PayClientRequestId"];
        };
        AccountRewards: {
            achievements: components["schemas"]["AccountAchievement"][];
            /** @description True while I may still enter who invited me */
            canApplyCode: boolean;
            referralCode: components["schemas"]["AccountReferralCode"];
            referrals: {
                joinedAt: components["schemas"]["PayTime"];
                userName: string;
            }[];
            /** @description The username of who invited me */
            referredBy: string | null;
        };
        AccountRewardsEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["AccountRewards"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        AccountSessionsEndedEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: {
                sessionsEnded: number;
            };
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        AccountSettings: {
            notifications: components["schemas"]["AccountNotifications"];
            /** @description My signed-in sessions besides this one */
            otherSessions: number;
        };
        AccountSettingsEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["AccountSettings"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        AccountSettingsUpdate: {
            notifications: {
                games?: boolean;
                mentions?: boolean;
                messages?: boolean;
                news?: boolean;
                payments?: boolean;
            };
        };
        AccountUpdate: {
            country?: components["schemas"]["CountryCode"];
            currency?: components["schemas"]["CurrencyCode"];
            /** @description An IANA time zone name */
            timeZone?: string;
            userName?: components["schemas"]["UserName"];
        };
        AccountVerification: {
            limits: components["schemas"]["MoneyLimits"];
            request: components["schemas"]["VerificationRequest"] | null;
            /** @enum {string} */
            status: "none" | "pending" | "approved" | "rejected";
        };
        AccountVerificationEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["AccountVerification"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        AdminAsset: {
            contentType: string;
            createdAt: number;
            id: string;
            kind: components["schemas"]["AdminAssetKind"];
            name: string;
            /** @description Bytes */
            size: number;
            uploader: components["schemas"]["StaffMember"];
            /**
             * Format: uri
             * @description The public URL (content-delivery location)
             */
            url: string;
        };
        AdminAssetEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["AdminAsset"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        /** @enum {string} */
        AdminAssetKind: "image" | "pdf" | "video";
        AdminAssetQuery: {
            kind?: components["schemas"]["AdminAssetKind"];
            /** @description Part of the name, any case */
            query?: string;
        };
        AdminAssetRef: {
            id: string;
        };
        AdminAssetRename: {
            id: string;
            name: string;
        };
        AdminAssetsEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["AdminAsset"][];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        /** @description The account whose e-mail the sender gave */
        AdminContactAccount: {
            uid: components["schemas"]["Uid"];
            /** @description Null while the account has not chosen one */
            userName: string | null;
        };
        AdminContactList: {
            items: components["schemas"]["AdminContactMessage"][];
            /** @description How many messages are new, whatever the filter */
            new: number;
        };
        AdminContactListEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["AdminContactList"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        AdminContactMessage: {
            account: components["schemas"]["AdminContactAccount"] | null;
            email: string;
            id: string;
            message: string;
            name: string;
            receivedAt: number;
            /** @enum {string} */
            status: "new" | "answered";
            /** @description Oldest first */
            steps: components["schemas"]["AdminContactStep"][];
            topic: components["schemas"]["ContactTopic"];
        };
        AdminContactMessageEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["AdminContactMessage"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        AdminContactQuery: {
            /**
             * @description Default new
             * @enum {string}
             */
            filter?: "new" | "answered" | "all";
        };
        AdminContactReplyInput: {
            id: string;
            /** @description 10–5000 characters besides spaces at either end (422 otherwise) */
            text: string;
        };
        AdminContactStatusInput: {
            id: string;
            /**
             * @description answered marks it handled; new reopens it
             * @enum {string}
             */
            status: "new" | "answered";
        };
        AdminContactStep: {
            at: number;
            /** @description The staff member who took the step (null for received) */
            by: components["schemas"]["StaffMember"] | null;
            /** @description The e-mail that carried the reply (replied); null for the other steps */
            email: components["schemas"]["OutboxEmail"] | null;
            /** @enum {string} */
            step: "received" | "replied" | "handled" | "reopened";
            /** @description The reply's text (replied); empty for the other steps */
            text: string;
        };
        AdminCount: number;
        AdminDispute: {
            createdAt: components["schemas"]["PayTime"];
            evidence: components["schemas"]["PayP2pEvidence"][];
            messages: components["schemas"]["PayP2pMessage"][];
            method: components["schemas"]["PayP2pMethod"];
            paidAt: components["schemas"]["PayTime"] | null;
            paymentDetails: components["schemas"]["PayP2pPaymentFields"];
            price: components["schemas"]["PayAmount"];
            /** @description Oldest first */
            steps: components["schemas"]["AdminDisputeStep"][];
            summary: components["schemas"]["AdminDisputeSummary"];
        };
        AdminDisputeEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["AdminDispute"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        AdminDisputeQuery: {
            /**
             * @description open by default
             * @enum {string}
             */
            state?: "open" | "resolved";
        };
        AdminDisputeResolveInput: {
            id: components["schemas"]["PayP2pOrderId"];
            /**
             * @description buyer: release the escrow to the buyer; seller: return it to the seller
             * @enum {string}
             */
            outcome: "buyer" | "seller";
            reason: string;
        };
        AdminDisputesEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: {
                items: components["schemas"]["AdminDisputeSummary"][];
                /** @description Disputes waiting for a decision */
                open: number;
            };
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        AdminDisputeStep: {
            at: components["schemas"]["PayTime"];
            /** @description null: the platform */
            by: components["schemas"]["PayParty"] | null;
            /** @description The reason given, or what was added */
            note: string;
            /** @enum {string} */
            role: "buyer" | "seller" | "staff" | "platform";
            /** @enum {string} */
            step: "opened" | "evidence" | "resolved" | "deadline" | "cancelled";
        };
        AdminDisputeSummary: {
            amount: components["schemas"]["PayAmount"];
            asset: components["schemas"]["PayP2pAsset"];
            buyer: components["schemas"]["PayParty"];
            decideBy: components["schemas"]["PayTime"];
            /** @description How many images both sides added */
            evidence: number;
            fiat: components["schemas"]["CurrencyCode"];
            fiatAmount: components["schemas"]["PayAmount"];
            id: components["schemas"]["PayP2pOrderId"];
            openedAt: components["schemas"]["PayTime"];
            /** @enum {string} */
            openedBy: "buyer" | "seller";
            /** @description What the side who opened it wrote */
            reason: string;
            resolution: components["schemas"]["PayP2pResolution"] | null;
            seller: components["schemas"]["PayParty"];
            /** @enum {string} */
            status: "pending" | "paid" | "completed" | "cancelled" | "expired" | "disputed";
        };
        AdminLiftRestriction: {
            /** @description The community id (14 characters) */
            c: string;
            note?: string;
        };
        AdminLiftSuspension: {
            note?: string;
            uid: components["schemas"]["Uid"];
        };
        AdminOverview: {
            daily: components["schemas"]["AdminOverviewDay"][];
            /** @enum {integer} */
            days: 7 | 30 | 90;
            /** @description Start of the first day of the period (UTC midnight) */
            from: components["schemas"]["PayTime"];
            osbt: {
                /** @description OSBT held in escrow now (games, market orders, P2P) */
                escrow: components["schemas"]["MarketOsbt"];
                /** @description OSBT fees the platform kept, all time */
                fees: components["schemas"]["MarketOsbt"];
                /** @description OSBT in people's balances now */
                held: components["schemas"]["MarketOsbt"];
                /** @description OSBT that changed hands in the period (minting and burning excluded) */
                moved: components["schemas"]["MarketOsbt"];
                /** @description Ledger transactions that moved OSBT in the period */
                transfers: components["schemas"]["AdminCount"];
            };
            people: {
                /** @description Signed up in the period */
                joined: components["schemas"]["AdminCount"];
                /** @description Signed up, onboarding (todo) not finished */
                onboarding: components["schemas"]["AdminCount"];
                /** @description With a realtime connection open now */
                online: components["schemas"]["AdminCount"];
                total: components["schemas"]["AdminCount"];
                verified: components["schemas"]["AdminCount"];
            };
            queues: components["schemas"]["AdminQueue"][];
            /** @description The people who joined last, newest first */
            recent: components["schemas"]["AdminOverviewPerson"][];
            /** @description Now, on the mock clock */
            to: components["schemas"]["PayTime"];
        };
        AdminOverviewDay: {
            /** @description The UTC day */
            day: string;
            joined: components["schemas"]["AdminCount"];
            moved: components["schemas"]["MarketOsbt"];
            posts: components["schemas"]["AdminCount"];
        };
        AdminOverviewEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["AdminOverview"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        AdminOverviewPerson: {
            country: components["schemas"]["CountryCode"] | null;
            createdAt: components["schemas"]["PayTime"];
            isVerified: boolean;
            uid: components["schemas"]["Uid"];
            /** @description null while onboarding */
            userName: components["schemas"]["UserName"] | null;
        };
        AdminOverviewQuery: {
            /**
             * @description The period: the last 7, 30 or 90 days, today included
             * @enum {integer}
             */
            days: 7 | 30 | 90;
        };
        AdminQueue: {
            /** @description When the item waiting longest arrived; null when none waits */
            oldestAt: components["schemas"]["PayTime"] | null;
            /**
             * @description The staff page that works the queue (/admin/{queue}); contact counts the new contact-page messages
             * @enum {string}
             */
            queue: "verifications" | "supports" | "reports" | "tasks" | "disputes" | "contact";
            waiting: components["schemas"]["AdminCount"];
        };
        AdminReportAction: {
            /** @enum {string} */
            action: "dismiss" | "remove" | "warn" | "suspend" | "restrict";
            /** @description Required to suspend */
            days?: number;
            note?: string;
            targetId: string;
            targetType: components["schemas"]["ReportTargetType"];
        };
        AdminReportQuery: {
            /**
             * @description Default open
             * @enum {string}
             */
            status?: "open" | "closed";
        };
        AdminSupportAssignInput: {
            assign: boolean;
            id: components["schemas"]["SupportTicketId"];
        };
        AdminSupportPriorityInput: {
            id: components["schemas"]["SupportTicketId"];
            priority: components["schemas"]["SupportPriority"];
        };
        AdminSupportQuery: {
            /**
             * @description Default open
             * @enum {string}
             */
            filter?: "open" | "pending" | "solved" | "all";
            mine?: boolean;
            query?: string;
            /**
             * @description newest / oldest: by last update (default newest). due: tickets still waiting for a first answer first, the most overdue (earliest firstAnswerDue) at the top, then the rest by last update
             * @enum {string}
             */
            sort?: "newest" | "oldest" | "due";
        };
        AdminSupportReplyInput: {
            attachments?: components["schemas"]["SupportAttachments"];
            id: components["schemas"]["SupportTicketId"];
            /** @description An internal note only staff see (default false) */
            internal?: boolean;
            message: string;
            status?: components["schemas"]["SupportStatus"];
        };
        AdminSupportStatusInput: {
            id: components["schemas"]["SupportTicketId"];
            status: components["schemas"]["SupportStatus"];
        };
        AdminSupportUserQuery: {
            uid: components["schemas"]["Uid"];
        };
        AdminTask: {
            assignee: components["schemas"]["StaffMember"] | null;
            comments: components["schemas"]["AdminTaskComment"][];
            createdAt: number;
            createdBy: components["schemas"]["StaffMember"];
            details: string;
            dueDate: string | null;
            id: string;
            /** @description Not done and the due day is over (mock clock) */
            overdue: boolean;
            priority: components["schemas"]["AdminTaskPriority"];
            status: components["schemas"]["AdminTaskStatus"];
            title: string;
            updatedAt: number;
        };
        AdminTaskComment: {
            author: components["schemas"]["StaffMember"];
            createdAt: number;
            id: string;
            text: string;
        };
        AdminTaskCommentInput: {
            id: string;
            text: string;
        };
        AdminTaskEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["AdminTask"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        AdminTaskInput: {
            /** @description A staff member, or nobody yet */
            assignee?: components["schemas"]["Uid"] | null;
            details?: string;
            /** @description A UTC day (YYYY-MM-DD), or none */
            dueDate?: string | null;
            priority: components["schemas"]["AdminTaskPriority"];
            title: string;
        };
        /** @enum {string} */
        AdminTaskPriority: "low" | "normal" | "high" | "urgent";
        AdminTaskQuery: {
            /**
             * @description Default all
             * @enum {string}
             */
            filter?: "all" | "mine" | "overdue";
            status?: components["schemas"]["AdminTaskStatus"];
        };
        AdminTaskRef: {
            id: string;
        };
        AdminTasksEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["AdminTask"][];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        /** @enum {string} */
        AdminTaskStatus: "open" | "in_progress" | "done";
        AdminTaskUpdate: {
            assignee?: components["schemas"]["Uid"] | null;
            details?: string;
            /** @description A UTC day (YYYY-MM-DD), or null to remove it */
            dueDate?: string | null;
            id: string;
            priority?: components["schemas"]["AdminTaskPriority"];
            status?: components["schemas"]["AdminTaskStatus"];
            title?: string;
        };
        AdminVerificationQuery: {
            /** @enum {string} */
            status?: "pending" | "approved" | "rejected";
        };
        /**
         * @description What happened, as a stable machine-readable code (`area.whatHappened`): clients show their own text for it
         *     in the reader's language, filled from `params`, and fall back to `message` (English) only for a code they
         *     do not know. Each operation lists the codes it can answer in `x-codes`; the document's `x-common-codes`
         *     are those any operation may answer (sign-in, request shape, field validation). The bundled openapi.yaml
         *     lists every code here as an enum (scripts/bundle-api.ts), so the generated types name each one.
         * @enum {string}
         */
        ApiCode: "account.addressDeleted" | "account.addressNotFound" | "account.addressSaved" | "account.alreadyVerified" | "account.avatarNotImage" | "account.avatarNotYours" | "account.avatarRemoved" | "account.avatarSet" | "account.birthDateInvalid" | "account.documentImageNotImage" | "account.documentImageUnknown" | "account.legalNameRequired" | "account.passwordChanged" | "account.passwordSame" | "account.passwordWrong" | "account.payoutBlank" | "account.payoutSaved" | "account.referralAlreadyGiven" | "account.referralOwn" | "account.referralRecorded" | "account.referralTooLate" | "account.referralUnknown" | "account.rewardAlreadyClaimed" | "account.rewardClaimed" | "account.rewardNotEarned" | "account.rewardRequestReused" | "account.sessionsEnded" | "account.timeZoneUnknown" | "account.tooYoung" | "account.updated" | "account.userNameTaken" | "account.verificationPending" | "account.verificationSubmitted" | "address.bookFull" | "address.city" | "address.country" | "address.label" | "address.line1" | "address.name" | "address.phone" | "address.postalCode" | "admin.authorSuspended" | "admin.authorWarned" | "admin.commentAdded" | "admin.commentRemoved" | "admin.communityNotRemovable" | "admin.communityRestricted" | "admin.communityRestrictedDone" | "admin.daysOnlyForSuspend" | "admin.daysRequired" | "admin.fileDeleted" | "admin.fileEmpty" | "admin.fileName" | "admin.fileNotFound" | "admin.fileNotRaw" | "admin.fileNotValid" | "admin.fileRenamed" | "admin.fileUnsupported" | "admin.fileUploaded" | "admin.imageTooLarge" | "admin.messageRemoved" | "admin.noOpenReports" | "admin.notRestricted" | "admin.notSuspended" | "admin.pdfTooLarge" | "admin.postRemoved" | "admin.profileNotRemovable" | "admin.reportsDismissed" | "admin.restrictOnlyCommunity" | "admin.restrictionLifted" | "admin.staffNotSuspendable" | "admin.suspended" | "admin.suspensionLifted" | "admin.taskCreated" | "admin.taskDate" | "admin.taskDeleted" | "admin.taskEmptyComment" | "admin.taskNotFound" | "admin.taskNotStaff" | "admin.taskNothingToChange" | "admin.taskPastDate" | "admin.taskTitle" | "admin.taskUpdated" | "admin.verificationApproved" | "admin.verificationNotFound" | "admin.verificationReasonRequired" | "admin.verificationRejected" | "admin.verificationReviewed" | "admin.videoTooLarge" | "auth.badCredentials" | "auth.emailTaken" | "auth.keyNotAccepted" | "auth.keyRevoked" | "auth.keyScope" | "auth.keyUnknown" | "auth.signInRequired" | "auth.signedIn" | "auth.signedOut" | "auth.signedUp" | "auth.tooManyAttempts" | "body.atLeastOneField" | "body.notObject" | "cdn.linkExpired" | "cdn.noAvatar" | "cdn.noFile" | "cdn.noMedia" | "cdn.noObject" | "cdn.objectPrivate" | "cloud.authCodeIssued" | "cloud.autoRenewOff" | "cloud.autoRenewOn" | "cloud.balanceTooLow" | "cloud.bucketCreated" | "cloud.bucketDeleted" | "cloud.bucketNotEmpty" | "cloud.bucketNotFound" | "cloud.bucketTaken" | "cloud.bucketsTooMany" | "cloud.cnameNotAlone" | "cloud.domainInAccount" | "cloud.domainLocked" | "cloud.domainNotFound" | "cloud.domainNotRegistered" | "cloud.domainRegistered" | "cloud.domainRenewed" | "cloud.domainSettingsPending" | "cloud.domainSettingsSaved" | "cloud.domainTaken" | "cloud.domainWithUs" | "cloud.emailQueued" | "cloud.fileEmpty" | "cloud.fileNotOctetStream" | "cloud.fileTooLarge" | "cloud.fileUploaded" | "cloud.keyCreated" | "cloud.keyNotFound" | "cloud.keyRevoked" | "cloud.keysTooMany" | "cloud.nameHasCname" | "cloud.objectDeleted" | "cloud.objectNotFound" | "cloud.objectStored" | "cloud.objectTooLarge" | "cloud.optOutAdded" | "cloud.optOutRemoved" | "cloud.recordAdded" | "cloud.recordDeleted" | "cloud.recordExists" | "cloud.recordNotFound" | "cloud.recordUpdated" | "cloud.recordsAfterTransfer" | "cloud.recordsExpired" | "cloud.renewAfterTransfer" | "cloud.rulesSaved" | "cloud.senderNotVerified" | "cloud.settingsSaved" | "cloud.settingsSenderNotVerified" | "cloud.smsOptedOut" | "cloud.smsQueued" | "cloud.spendingLimit" | "cloud.storageUnpaid" | "cloud.templateNotFound" | "cloud.templateParams" | "cloud.transferStarted" | "cloud.uploadExpired" | "cloud.whatsappQueued" | "common.ok" | "dns.a" | "dns.aaaa" | "dns.cname" | "dns.cnameApex" | "dns.mx" | "dns.mxPriority" | "dns.name" | "dns.priorityNotMx" | "dns.txtChars" | "dns.txtLength" | "domain.authCode" | "domain.labelChars" | "domain.labelEmpty" | "domain.labelHyphen" | "domain.labelReserved" | "domain.labelTooLong" | "domain.nameserverCount" | "domain.nameserverDuplicate" | "domain.nameserverHost" | "domain.renewNone" | "domain.renewTooFar" | "domain.tldMissing" | "domain.tldNotSold" | "field.badKey" | "field.countryCode" | "field.currencyCode" | "field.date" | "field.dateTime" | "field.duplicateItems" | "field.email" | "field.empty" | "field.format" | "field.handle" | "field.invalid" | "field.multipleOf" | "field.mustBeBelow" | "field.mustExceed" | "field.noMatch" | "field.notAllowed" | "field.pattern" | "field.required" | "field.stakeLetter" | "field.tag" | "field.tooFewFields" | "field.tooFewItems" | "field.tooLarge" | "field.tooLong" | "field.tooManyFields" | "field.tooManyItems" | "field.tooShort" | "field.tooSmall" | "field.type" | "field.unknown" | "field.url" | "field.userId" | "field.userName" | "gift.alreadyRedeemed" | "gift.cancelled" | "gift.cancelledByBuyer" | "gift.codeInvalid" | "gift.notFound" | "gift.ready" | "gift.redeemed" | "gift.redeemedNotCancellable" | "gift.tooLarge" | "gift.tooManyTries" | "gift.tooSmall" | "inbox.beforeOrAfter" | "inbox.chatSelf" | "inbox.communityCreated" | "inbox.contactAdded" | "inbox.contactSelf" | "inbox.contactsRemoved" | "inbox.conversationNotFound" | "inbox.memberNotFound" | "inbox.membersAdded" | "inbox.messageAlreadySent" | "inbox.messageBlank" | "inbox.messageDeleted" | "inbox.messageEdited" | "inbox.messageGone" | "inbox.messageIdReused" | "inbox.messageNotFound" | "inbox.messageSent" | "inbox.notAuthor" | "inbox.replyNotFound" | "inbox.userNotFound" | "keys.labelDuplicate" | "keys.labelEmpty" | "keys.labelTooLong" | "keys.scopesEmpty" | "ledger.insufficientBalance" | "ledger.invalidTransfer" | "map.alreadyOnMap" | "map.bounds" | "map.importEmpty" | "map.importFeature" | "map.importNotGeoJson" | "map.importNotJson" | "map.importTooMany" | "map.imported" | "map.listBuiltIn" | "map.listCreated" | "map.listDeleted" | "map.listName" | "map.listNameTaken" | "map.listNotFound" | "map.listRenamed" | "map.locationUpdated" | "map.notSharing" | "map.placeAdded" | "map.placeName" | "map.placeNotFound" | "map.placeSaved" | "map.placeUnsaved" | "map.sharing" | "map.sharingStopped" | "map.tooManyLists" | "market.addressNotFound" | "market.alreadyDelivered" | "market.alreadyReviewed" | "market.alreadyShipped" | "market.balanceTooLow" | "market.cartEmpty" | "market.cartUpdated" | "market.lowStock" | "market.lowStockInCart" | "market.noDeliveryAddress" | "market.notDeliveredYet" | "market.orderCancelled" | "market.orderCancelledNoReturn" | "market.orderNotFound" | "market.orderPlaced" | "market.orderReturned" | "market.outOfStock" | "market.outOfStockInCart" | "market.ownProduct" | "market.ownProductInCart" | "market.productNotFound" | "market.refundUnavailable" | "market.returnWindowClosed" | "market.reviewNotDelivered" | "market.reviewTextEmpty" | "market.reviewed" | "market.saved" | "market.unsaved" | "media.audioTooLarge" | "media.empty" | "media.imageTooLarge" | "media.notRawBody" | "media.notValidFile" | "media.unsupportedType" | "media.uploaded" | "media.videoTooLarge" | "messaging.emailTo" | "messaging.paramsEmpty" | "messaging.phone" | "messaging.smsTooLong" | "messaging.subjectEmpty" | "messaging.textEmpty" | "p2p.adDeleted" | "p2p.adHasOpenOrders" | "p2p.adIsPaused" | "p2p.adNotFound" | "p2p.adPaused" | "p2p.adPosted" | "p2p.adResumed" | "p2p.adUpdated" | "p2p.amountDoesNotFit" | "p2p.disputeClosed" | "p2p.disputeInMinutes" | "p2p.disputeInOneMinute" | "p2p.disputeNeedsPaid" | "p2p.disputeNotFound" | "p2p.disputeOpened" | "p2p.disputeReasonShort" | "p2p.disputeResolved" | "p2p.evidenceAdded" | "p2p.evidenceNeedsDispute" | "p2p.evidenceNotImage" | "p2p.evidenceTooMany" | "p2p.evidenceUnknown" | "p2p.feedbackGiven" | "p2p.feedbackNotYet" | "p2p.feedbackThanks" | "p2p.markedPaid" | "p2p.messageEmpty" | "p2p.messageSent" | "p2p.methodNotTaken" | "p2p.minAboveMax" | "p2p.minAboveWorth" | "p2p.notPaidYet" | "p2p.onlyBuyerCancels" | "p2p.onlyBuyerMarksPaid" | "p2p.onlySellerReleases" | "p2p.orderCancelled" | "p2p.orderCreated" | "p2p.orderIsCancelled" | "p2p.orderIsCompleted" | "p2p.orderIsDisputed" | "p2p.orderIsExpired" | "p2p.orderNotFound" | "p2p.orderTooLarge" | "p2p.orderTooSmall" | "p2p.ownAd" | "p2p.paymentDetailsInvalid" | "p2p.released" | "p2p.resolutionReasonShort" | "p2p.sellBalanceShort" | "p2p.totalBelowTaken" | "p2p.traderNotFound" | "password.blank" | "password.common" | "password.oneCharacter" | "password.tooLong" | "password.tooShort" | "pay.addMethodUnavailable" | "pay.addStarted" | "pay.amountTooLarge" | "pay.amountTooSmall" | "pay.balanceTooLow" | "pay.cardDigitsRequired" | "pay.cardNumberNotTaken" | "pay.convertBalanceTooLow" | "pay.convertSameAsset" | "pay.convertTooLarge" | "pay.convertTooSmall" | "pay.converted" | "pay.dateRange" | "pay.grantHeld" | "pay.holdMoved" | "pay.limitP2pDay" | "pay.limitP2pMonth" | "pay.limitSendDay" | "pay.limitSendMonth" | "pay.limitWithdrawDay" | "pay.limitWithdrawMonth" | "pay.monthNotStarted" | "pay.movementNotFound" | "pay.notYourself" | "pay.profileUnfinished" | "pay.quoteExpired" | "pay.quoteNotFound" | "pay.quoteReady" | "pay.quoteUsed" | "pay.recipientNotFound" | "pay.recipientRemoved" | "pay.recipientSaved" | "pay.requestAlreadyCancelled" | "pay.requestAlreadyCompleted" | "pay.requestAlreadyDeclined" | "pay.requestBalanceTooLow" | "pay.requestCancelled" | "pay.requestDeclined" | "pay.requestNotFound" | "pay.requestNotYours" | "pay.requestPaid" | "pay.requestSent" | "pay.sent" | "pay.timeZoneUnknown" | "pay.userUnknown" | "pay.withdrawMethodUnavailable" | "pay.withdrawStarted" | "play.alreadyInGame" | "play.alreadyMoved" | "play.answerMismatch" | "play.awaitingAnswer" | "play.balanceTooLow" | "play.challengeAccepted" | "play.challengeClosed" | "play.challengeExpired" | "play.challengeRejected" | "play.challengeSelf" | "play.challengeSent" | "play.challengeWithdrawn" | "play.draw" | "play.endExpired" | "play.endRejected" | "play.endTimeout" | "play.endWithdrawn" | "play.gameNotFound" | "play.lost" | "play.matched" | "play.moved" | "play.notInProgress" | "play.notQueued" | "play.notResolvable" | "play.opponentBusy" | "play.ownChallenge" | "play.playerNotFound" | "play.profileIncomplete" | "play.queueLeft" | "play.rematchAccepted" | "play.rematchAlreadyOffered" | "play.rematchNotFinished" | "play.rematchOffered" | "play.timeUp" | "play.void" | "play.waiting" | "play.won" | "post.audioCount" | "post.commentAdded" | "post.commentDeleted" | "post.commentEmpty" | "post.commentNotFound" | "post.commentNotYours" | "post.commentProfileIncomplete" | "post.created" | "post.deleteNotYours" | "post.deleted" | "post.editNotYours" | "post.imagesCount" | "post.liked" | "post.mediaNotAudio" | "post.mediaNotImage" | "post.mediaNotUploaded" | "post.mediaNotVideo" | "post.notFound" | "post.profileIncomplete" | "post.quoteOnlyText" | "post.tagFollowed" | "post.tagUnfollowed" | "post.textEmpty" | "post.textNoMedia" | "post.unliked" | "post.updated" | "post.videoCount" | "profile.followSelf" | "profile.followed" | "profile.notFound" | "profile.unfollowed" | "report.commentNotFound" | "report.communityNotFound" | "report.duplicate" | "report.messageNotFound" | "report.ownContent" | "report.postNotFound" | "report.profileNotFound" | "report.thanks" | "request.badUrl" | "request.bodyRequired" | "request.contentLength" | "request.forbidden" | "request.headersTooLarge" | "request.idempotencyConflict" | "request.invalidJson" | "request.invalidUtf8" | "request.methodNotAllowed" | "request.noBody" | "request.noEndpoint" | "request.noWebsocket" | "request.notJson" | "request.rateLimited" | "request.tooLarge" | "request.unreadable" | "request.urlTooLong" | "request.websocketRequired" | "server.internal" | "server.unavailable" | "settings.lowBalanceAlert" | "settings.monthlyLimit" | "settings.smsSender" | "storage.bucketChars" | "storage.bucketDots" | "storage.bucketEnds" | "storage.bucketIp" | "storage.bucketLength" | "storage.bucketReserved" | "storage.bucketXn" | "storage.keyControl" | "storage.keyDotFolder" | "storage.keyEmpty" | "storage.keyEmptyFolder" | "storage.keyLeadingSlash" | "storage.keyTooLong" | "storage.keyTrailingSlash" | "storage.lifecycleDays" | "storage.maxSize" | "storage.originInvalid" | "storage.originPath" | "storage.originScheme" | "storage.originsDuplicate" | "storage.originsTooMany" | "storage.prefixSlash" | "support.alreadyClosed" | "support.alreadyRated" | "support.answerSent" | "support.assigned" | "support.attachmentNotImage" | "support.attachmentUnknown" | "support.blank" | "support.contactAlreadyReceived" | "support.contactHandled" | "support.contactNameMissing" | "support.contactNotFound" | "support.contactReceived" | "support.contactReopened" | "support.contactReplySent" | "support.contactReplyTooShort" | "support.contactSameStatus" | "support.messageTooShort" | "support.noAnswer" | "support.notEnded" | "support.notRateable" | "support.noteAdded" | "support.priorityChanged" | "support.rated" | "support.reopenExpired" | "support.replySent" | "support.requestReused" | "support.samePriority" | "support.sameStatus" | "support.savedReplyBodyBlank" | "support.savedReplyCreated" | "support.savedReplyDeleted" | "support.savedReplyNotFound" | "support.savedReplyTitleLength" | "support.savedReplyTitleTaken" | "support.savedReplyUpdated" | "support.statusChanged" | "support.subjectTooShort" | "support.ticketAlreadyOpened" | "support.ticketClosed" | "support.ticketNotFound" | "support.ticketOpened" | "support.ticketReopened" | "support.unassigned" | "support.userNotFound";
        /** @description Asset code to balance, in the asset's minor units */
        Assets: {
            [key: string]: number;
        };
        ChangedEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["MessagesChanged"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        ChatListEntry: {
            data: components["schemas"]["ChatMessage"];
            /** @description The other person's composite identifier (chat) or the community name */
            nid?: string;
            /** @enum {string} */
            type: "community" | "chat";
            /** @description Messages of the others the caller has not read */
            unread?: number;
        };
        ChatMessage: {
            c?: components["schemas"]["ConversationId"];
            /**
             * @description Deleted by its author: `m` is empty (the text is gone from the server)
             * @constant
             */
            d?: true;
            /** @description When the author last edited it (absent if never) */
            e?: number;
            /** @description message id */
            i: string;
            k?: components["schemas"]["ClientMessageId"];
            /** @description message text */
            m: string;
            /** @description sender or community name */
            n?: string;
            q?: components["schemas"]["QuotedMessage"];
            /**
             * @description state: p pending (client only), s sent (the server has it, no recipient's device yet), d delivered (a recipient's device acknowledged it, inbox/received), r read
             * @enum {string}
             */
            s: "p" | "s" | "d" | "r";
            /** @description time (ms since epoch) */
            t: number;
            u: components["schemas"]["Uid"];
        };
        /** @description A user uid (the direct chat with that user) or a conversation id */
        ChatTarget: string;
        /** @description The client's id for a message it sends (idempotency key; one per message, reused on every retry) */
        ClientMessageId: string;
        CloudActivity: {
            /** @description OSBT charged, if anything */
            amount: components["schemas"]["CloudPrice"] | null;
            at: components["schemas"]["PayTime"];
            kind: components["schemas"]["CloudActivityKind"];
            params: components["schemas"]["CloudActivityParams"];
            service: components["schemas"]["CloudService"];
        };
        /**
         * @description What happened (the client words it in the person's language from `params`): `domain_registered` (domain, years),
         *     `domain_renewed` (domain, years), `domain_transfer_started` (domain), `domain_auto_renewed` (domain),
         *     `message_sent` (channel, to), `storage_billed` (period), `bucket_created` (bucket, public, region),
         *     `bucket_deleted` (bucket), `bucket_rules_saved` (bucket), `object_uploaded` (bucket, key, bytes),
         *     `object_deleted` (bucket, key), `objects_expired` (bucket, count, days), `limit_set` (limit), `limit_removed`,
         *     `key_created` (label), `key_revoked` (label).
         * @enum {string}
         */
        CloudActivityKind: "domain_registered" | "domain_renewed" | "domain_transfer_started" | "domain_auto_renewed" | "message_sent" | "storage_billed" | "bucket_created" | "bucket_deleted" | "bucket_rules_saved" | "object_uploaded" | "object_deleted" | "objects_expired" | "limit_set" | "limit_removed" | "key_created" | "key_revoked";
        /** @description The data of an activity entry; which fields are present depends on its kind */
        CloudActivityParams: {
            bucket?: components["schemas"]["CloudBucketName"];
            bytes?: number;
            channel?: components["schemas"]["CloudChannel"];
            count?: number;
            days?: number;
            domain?: string;
            key?: components["schemas"]["CloudObjectKey"];
            label?: string;
            limit?: number;
            period?: string;
            public?: boolean;
            region?: components["schemas"]["CloudRegion"];
            /** @description The phone number or email address */
            to?: string;
            years?: number;
        };
        CloudApiKey: {
            createdAt: components["schemas"]["PayTime"];
            id: string;
            label: string;
            lastUsedAt: components["schemas"]["PayTime"] | null;
            /** @description The first characters of the secret, to recognise it */
            prefix: string;
            scopes: components["schemas"]["CloudApiKeyScope"][];
        };
        CloudApiKeyCreated: {
            createdAt: components["schemas"]["PayTime"];
            id: string;
            label: string;
            lastUsedAt: components["schemas"]["PayTime"] | null;
            prefix: string;
            scopes: components["schemas"]["CloudApiKeyScope"][];
            /** @description Shown once: only a hash is kept */
            secret: string;
        };
        CloudApiKeyCreatedEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["CloudApiKeyCreated"];
            message: string;
            /** @enum {string} */
            status: "success";
        };
        CloudApiKeyCreateInput: {
            /** @description 1–40 characters once trimmed */
            label: string;
            /** @description What the key may call, each once; at least one (an empty list gets 422 with a message). Left out: every scope. */
            scopes?: components["schemas"]["CloudApiKeyScope"][];
        };
        CloudApiKeyRef: {
            id: string;
        };
        /**
         * @description What a key may call: messaging (SMS, email, WhatsApp, the message log), storage (buckets and objects), domains (search, my domains and their DNS records)
         * @enum {string}
         */
        CloudApiKeyScope: "messaging" | "storage" | "domains";
        CloudApiKeysEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["CloudApiKey"][];
            message: string;
            /** @enum {string} */
            status: "success";
        };
        CloudBucket: {
            bytes: number;
            createdAt: components["schemas"]["PayTime"];
            name: string;
            objects: number;
            /** @description Public buckets serve their objects to anyone at publicUrl + key */
            public: boolean;
            /** @description null for a private bucket */
            publicUrl: string | null;
            region: components["schemas"]["CloudRegion"];
            rules: components["schemas"]["CloudBucketRules"];
        };
        CloudBucketCreateInput: {
            name: string;
            public: boolean;
            region: components["schemas"]["CloudRegion"];
        };
        CloudBucketEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["CloudBucket"];
            message: string;
            /** @enum {string} */
            status: "success";
        };
        /** @description 3–63 lowercase letters, digits, hyphens and dots, starting and ending with a letter or digit (checked by the server, with a message) */
        CloudBucketName: string;
        CloudBucketRef: {
            name: components["schemas"]["CloudBucketName"];
        };
        CloudBucketRefData: {
            name: string;
        };
        CloudBucketRefEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["CloudBucketRefData"];
            message: string;
            /** @enum {string} */
            status: "success";
        };
        CloudBucketRules: {
            /** @description Origins allowed to fetch the bucket's files from a browser (scheme, host, optional port), or * */
            corsOrigins: string[];
            /** @description Objects older than this many days are deleted; null keeps them */
            lifecycleDays: number | null;
            /** @description Largest object the bucket takes; null allows the upload limit (5 MB) */
            maxObjectBytes: number | null;
        };
        CloudBucketRulesInput: {
            corsOrigins: string[];
            /** @description 1–3650, or null (checked by the server, with a message) */
            lifecycleDays: number | null;
            /** @description 1 byte to 5 MB, or null (checked by the server, with a message) */
            maxObjectBytes: number | null;
            name: components["schemas"]["CloudBucketName"];
        };
        CloudBucketsEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["CloudBucket"][];
            message: string;
            /** @enum {string} */
            status: "success";
        };
        CloudBucketUsage: {
            bucket: string;
            /** @description Stored now */
            bytes: number;
            /** @description Writes and lists this month */
            classA: number;
            /** @description Downloads this month */
            classB: number;
            cost: components["schemas"]["CloudMicro"];
            /** @description Downloaded this month */
            egressBytes: number;
            objects: number;
        };
        /** @enum {string} */
        CloudChannel: "sms" | "email" | "whatsapp";
        /**
         * @description `unreachable`: the phone number cannot be reached (SMS, WhatsApp); `bounced`: the mailbox does not exist (a hard bounce)
         * @enum {string}
         */
        CloudDeliveryError: "unreachable" | "bounced";
        CloudDnsRecord: {
            id: components["schemas"]["CloudDnsRecordId"];
            name: string;
            priority: number | null;
            ttl: number;
            type: components["schemas"]["CloudDnsType"];
            value: string;
        };
        CloudDnsRecordId: string;
        CloudDnsRecordInput: {
            id: components["schemas"]["CloudDomainId"];
            /** @description @ for the domain itself, or a host such as www or *.dev */
            name: string;
            /** @description MX only (required there) */
            priority?: number;
            /** @description Seconds; default 3600 */
            ttl?: number;
            type: components["schemas"]["CloudDnsType"];
            /** @description A: IPv4; AAAA: IPv6; CNAME and MX: a host name; TXT: 1–2048 printable ASCII characters (longer values are split into 255-character strings by DNS servers). A longer value is refused with dns.txtLength, never cut; the schema's 4096 only bounds the request. */
            value: string;
        };
        CloudDnsRecordRef: {
            id: components["schemas"]["CloudDomainId"];
            recordId: components["schemas"]["CloudDnsRecordId"];
        };
        /** @description The record as it should be from now on (same checks as adding one; another record with the same type, name and value is a duplicate) */
        CloudDnsRecordUpdateInput: {
            id: components["schemas"]["CloudDomainId"];
            /** @description @ for the domain itself, or a host such as www or *.dev */
            name: string;
            /** @description MX only (required there) */
            priority?: number;
            recordId: components["schemas"]["CloudDnsRecordId"];
            /** @description Seconds; default 3600 */
            ttl?: number;
            type: components["schemas"]["CloudDnsType"];
            /** @description As in CloudDnsRecordInput.value */
            value: string;
        };
        /** @enum {string} */
        CloudDnsType: "A" | "AAAA" | "CNAME" | "MX" | "TXT";
        CloudDomain: {
            autoRenew: boolean;
            createdAt: components["schemas"]["PayTime"];
            domain: string;
            expiresAt: components["schemas"]["PayTime"];
            expiryWarning: components["schemas"]["CloudExpiryWarning"];
            id: components["schemas"]["CloudDomainId"];
            /** @description Registrar lock (on for new domains) */
            locked: boolean;
            /** @description Custom nameservers; [] when ours answer for the domain */
            nameservers: string[];
            records: components["schemas"]["CloudDnsRecord"][];
            /** @description OSBT per year */
            renewPrice: components["schemas"]["CloudPrice"];
            /**
             * @description pending while a transfer in runs
             * @enum {string}
             */
            status: "active" | "pending" | "expired";
            tld: components["schemas"]["CloudTld"];
            /** @description null for a domain registered here */
            transfer: ("pending" | "completed") | null;
            /** @description WHOIS privacy (on for new domains) */
            whoisPrivacy: boolean;
        };
        CloudDomainAuthCode: {
            /** @description Give it to the new registrar; a new call replaces it */
            authCode: string;
            domain: string;
            id: components["schemas"]["CloudDomainId"];
        };
        CloudDomainAuthCodeEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["CloudDomainAuthCode"];
            message: string;
            /** @enum {string} */
            status: "success";
        };
        CloudDomainAutoRenewInput: {
            autoRenew: boolean;
            id: components["schemas"]["CloudDomainId"];
        };
        CloudDomainEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["CloudDomain"];
            message: string;
            /** @enum {string} */
            status: "success";
        };
        CloudDomainId: string;
        CloudDomainOffer: {
            available: boolean;
            domain: string;
            /** @description OSBT per year */
            price: components["schemas"]["CloudPrice"];
            tld: components["schemas"]["CloudTld"];
        };
        CloudDomainRef: {
            id: components["schemas"]["CloudDomainId"];
        };
        CloudDomainRegisterInput: {
            /** @description Default true */
            autoRenew?: boolean;
            domain: string;
            requestId: components["schemas"]["PayClientRequestId"];
            years: components["schemas"]["CloudYears"];
        };
        CloudDomainRenewInput: {
            id: components["schemas"]["CloudDomainId"];
            requestId: components["schemas"]["PayClientRequestId"];
            years: components["schemas"]["CloudYears"];
        };
        CloudDomainSearch: {
            /** @description The name searched, lowercased, without its TLD */
            name: string;
            results: components["schemas"]["CloudDomainOffer"][];
        };
        CloudDomainSearchEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["CloudDomainSearch"];
            message: string;
            /** @enum {string} */
            status: "success";
        };
        CloudDomainSearchInput: {
            /** @description A name (ada-shop) or a full domain (ada-shop.io); letters, digits and hyphens, 1–63, no hyphen first or last */
            query: string;
        };
        CloudDomainsEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["CloudDomain"][];
            message: string;
            /** @enum {string} */
            status: "success";
        };
        /** @description Changes only what is given */
        CloudDomainSettingsInput: {
            id: components["schemas"]["CloudDomainId"];
            /** @description Registrar lock: while on, the domain cannot be transferred away */
            locked?: boolean;
            /** @description Custom nameservers: 2–13 host names, each once; [] goes back to ours */
            nameservers?: string[];
            /** @description WHOIS privacy: the public record shows a proxy instead of the owner */
            whoisPrivacy?: boolean;
        };
        CloudDomainTransferInput: {
            /** @description The auth (EPP) code from the current registrar: 6–32 characters, no spaces */
            authCode: string;
            domain: string;
            requestId: components["schemas"]["PayClientRequestId"];
        };
        CloudEmailInput: {
            body: string;
            /** @description One of my verified sender addresses */
            from: string;
            requestId: components["schemas"]["PayClientRequestId"];
            subject: string;
            to: string;
        };
        /** @description The nearest warning threshold reached before expiry on the mock clock (30, 7 or 1 days left), null when none is or the domain has expired */
        CloudExpiryWarning: (30 | 7 | 1) | null;
        CloudMessage: {
            channel: components["schemas"]["CloudChannel"];
            createdAt: components["schemas"]["PayTime"];
            /** @description Why delivery failed (the client words it) */
            error: components["schemas"]["CloudDeliveryError"] | null;
            from: string;
            id: string;
            price: components["schemas"]["CloudPrice"];
            /** @description SMS parts billed (1 for email and WhatsApp) */
            segments: number;
            /** @enum {string} */
            status: "queued" | "sent" | "delivered" | "failed";
            /** @description The SMS text, the email subject, or the WhatsApp template as sent */
            summary: string;
            to: string;
            updatedAt: components["schemas"]["PayTime"];
        };
        CloudMessageEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["CloudMessage"];
            message: string;
            /** @enum {string} */
            status: "success";
        };
        CloudMessagesEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["CloudMessage"][];
            message: string;
            /** @enum {string} */
            status: "success";
        };
        CloudMessagesQuery: {
            channel: components["schemas"]["CloudChannel"];
        };
        /** @description Micro-OSBT (1 OSBT = 1,000,000), the unit storage usage is metered in before it is billed in whole OSBT */
        CloudMicro: number;
        CloudObject: {
            contentType: string;
            createdAt: components["schemas"]["PayTime"];
            /** @description MD5 of the bytes, as S3 reports it */
            etag: string;
            key: string;
            size: number;
            /** @description Public URL (public buckets only; use cloudObjectLink otherwise) */
            url: string | null;
        };
        CloudObjectEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["CloudObject"];
            message: string;
            /** @enum {string} */
            status: "success";
        };
        /** @description The object's name; '/' separates folders */
        CloudObjectKey: string;
        CloudObjectLink: {
            /** @description null for a public URL */
            expiresAt: components["schemas"]["PayTime"] | null;
            url: string;
        };
        CloudObjectLinkEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["CloudObjectLink"];
            message: string;
            /** @enum {string} */
            status: "success";
        };
        CloudObjectList: {
            bucket: string;
            /** @description Folders directly under the prefix, each ending in '/' */
            folders: string[];
            objects: components["schemas"]["CloudObject"][];
            prefix: string;
        };
        CloudObjectListEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["CloudObjectList"];
            message: string;
            /** @enum {string} */
            status: "success";
        };
        CloudObjectPutInput: {
            bucket: components["schemas"]["CloudBucketName"];
            /** @description The file's media type; left out, it follows the key's extension (application/octet-stream when unknown) */
            contentType?: string;
            key: components["schemas"]["CloudObjectKey"];
            uploadId: string;
        };
        CloudObjectRef: {
            bucket: components["schemas"]["CloudBucketName"];
            key: components["schemas"]["CloudObjectKey"];
        };
        CloudObjectRefEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["CloudObjectRef"];
            message: string;
            /** @enum {string} */
            status: "success";
        };
        CloudObjectsQuery: {
            bucket: components["schemas"]["CloudBucketName"];
            /** @description A folder ending in '/', or empty for the bucket's top */
            prefix?: string;
        };
        CloudOverview: {
            /** @description Newest first */
            activity: components["schemas"]["CloudActivity"][];
            /** @description My OSBT balance */
            balance: number;
            domains: {
                active: number;
                next: {
                    domain: string;
                    expiresAt: components["schemas"]["PayTime"];
                    expiryWarning: components["schemas"]["CloudExpiryWarning"];
                    id: string;
                } | null;
                total: number;
            };
            /** @description The alert threshold of my cloud settings: the balance below it is flagged */
            lowBalanceAlert: components["schemas"]["CloudPrice"] | null;
            messaging: {
                delivered: number;
                failed: number;
                pending: number;
                /** @description Messages sent this month, all channels */
                sent: number;
            };
            period: string;
            spend: {
                domains: components["schemas"]["CloudPrice"];
                limit: components["schemas"]["CloudPrice"] | null;
                messaging: components["schemas"]["CloudPrice"];
                storage: components["schemas"]["CloudPrice"];
                total: components["schemas"]["CloudPrice"];
            };
            storage: {
                buckets: number;
                bytes: number;
                objects: number;
            };
        };
        CloudOverviewEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["CloudOverview"];
            message: string;
            /** @enum {string} */
            status: "success";
        };
        /** @description E.164: a + and 8–15 digits, the first not 0 (checked by the API with a message a person understands) */
        CloudPhone: string;
        /** @description OSBT (no decimals; 1 OSBT = 1 USD in the seeded rates) */
        CloudPrice: number;
        /**
         * @description Lagos, London, N. Virginia, Mumbai
         * @enum {string}
         */
        CloudRegion: "af-west-1" | "eu-west-1" | "us-east-1" | "ap-south-1";
        CloudSender: {
            address: string;
            domain: string;
        };
        CloudSendersEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["CloudSender"][];
            message: string;
            /** @enum {string} */
            status: "success";
        };
        /** @enum {string} */
        CloudService: "domains" | "messaging" | "storage" | "settings";
        CloudSettings: {
            balance: number;
            /** @description Default sender address (one of my verified senders) */
            emailSender: string | null;
            /** @description The balance is below the alert threshold */
            lowBalance: boolean;
            /** @description Warn when the OSBT balance is below this */
            lowBalanceAlert: components["schemas"]["CloudPrice"] | null;
            /** @description OSBT per UTC month; null for no limit */
            monthlyLimit: components["schemas"]["CloudPrice"] | null;
            /** @description Alphanumeric sender id of my SMS */
            smsSender: string;
            spentThisMonth: components["schemas"]["CloudPrice"];
        };
        CloudSettingsEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["CloudSettings"];
            message: string;
            /** @enum {string} */
            status: "success";
        };
        CloudSettingsInput: {
            emailSender: string | null;
            /** @description 1–1,000,000 OSBT, or null */
            lowBalanceAlert: number | null;
            /** @description 1–1,000,000 OSBT, or null (checked by the server, with a message) */
            monthlyLimit: number | null;
            /** @description 3–11 letters and digits, starting with a letter */
            smsSender: string;
        };
        CloudSmsInput: {
            requestId: components["schemas"]["PayClientRequestId"];
            text: string;
            to: components["schemas"]["CloudPhone"];
        };
        CloudSmsOptOut: {
            at: components["schemas"]["PayTime"];
            /** @description E.164 */
            number: string;
            /**
             * @description reply: the recipient replied STOP (or a synonym); manual: I added it
             * @enum {string}
             */
            source: "reply" | "manual";
        };
        CloudSmsOptOutInput: {
            /** @description E.164 */
            number: string;
            /** @description true adds the number, false takes it off */
            optedOut: boolean;
        };
        CloudSmsOptOutsEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["CloudSmsOptOut"][];
            message: string;
            /** @enum {string} */
            status: "success";
        };
        CloudStorageBill: {
            amount: components["schemas"]["CloudPrice"];
            at: components["schemas"]["PayTime"];
            carriedOver: components["schemas"]["CloudMicro"];
            period: string;
            /** @enum {string} */
            status: "paid" | "owed";
        };
        CloudStorageUsage: {
            /** @description Newest first */
            bills: components["schemas"]["CloudStorageBill"][];
            buckets: components["schemas"]["CloudBucketUsage"][];
            /** @description Fraction of an OSBT carried from earlier months */
            carried: components["schemas"]["CloudMicro"];
            from: components["schemas"]["PayTime"];
            /** @description Billed but not yet paid (the balance was too low) */
            owed: components["schemas"]["CloudPrice"];
            /** @description The UTC month being metered */
            period: string;
            pricing: {
                classA: components["schemas"]["CloudMicro"];
                classB: components["schemas"]["CloudMicro"];
                egressGb: components["schemas"]["CloudMicro"];
                storageGbMonth: components["schemas"]["CloudMicro"];
            };
            to: components["schemas"]["PayTime"];
            totals: components["schemas"]["CloudUsageCounters"];
        };
        CloudStorageUsageEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["CloudStorageUsage"];
            message: string;
            /** @enum {string} */
            status: "success";
        };
        CloudTemplate: {
            /** @description The approved text with {{1}}, {{2}}, … for the parameters */
            body: string;
            language: string;
            name: string;
            params: number;
        };
        CloudTemplatesEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["CloudTemplate"][];
            message: string;
            /** @enum {string} */
            status: "success";
        };
        /**
         * @description A top-level domain we sell
         * @enum {string}
         */
        CloudTld: "com" | "net" | "org" | "io" | "ng" | "dev" | "app" | "co";
        CloudUpload: {
            expiresAt: components["schemas"]["PayTime"];
            size: number;
            uploadId: string;
        };
        CloudUploadEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["CloudUpload"];
            message: string;
            /** @enum {string} */
            status: "success";
        };
        CloudUsageCounters: {
            /** @description Stored now */
            bytes: number;
            /** @description Writes and lists this month */
            classA: number;
            /** @description Downloads this month */
            classB: number;
            cost: components["schemas"]["CloudMicro"];
            /** @description Downloaded this month */
            egressBytes: number;
            objects: number;
        };
        CloudWhatsappInput: {
            params: string[];
            requestId: components["schemas"]["PayClientRequestId"];
            template: string;
            to: components["schemas"]["CloudPhone"];
        };
        CloudYears: number;
        Comment: {
            author: components["schemas"]["ProfileSummary"];
            createdAt: number;
            id: components["schemas"]["CommentId"];
            postId: components["schemas"]["PostId"];
            text: string;
        };
        CommentAdded: {
            comment: components["schemas"]["Comment"];
            comments: number;
        };
        CommentAddedEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["CommentAdded"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        CommentDeleted: {
            /** @description The post's comment count after the deletion */
            comments: number;
            id: components["schemas"]["CommentId"];
            postId: components["schemas"]["PostId"];
        };
        CommentDeletedEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["CommentDeleted"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        /** @description A comment id */
        CommentId: string;
        CommentRef: {
            id: components["schemas"]["CommentId"];
        };
        CommentsEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["CommentsPage"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        CommentsPage: {
            hasMore: boolean;
            list: components["schemas"]["Comment"][];
            page: components["schemas"]["PageNumber"];
        };
        CommentsQuery: {
            id: components["schemas"]["PostId"];
            page: components["schemas"]["PageNumber"];
        };
        CommunityInvite: {
            /** @description A community id (14 characters) */
            c: string;
            uids: components["schemas"]["Uid"][];
        };
        CommunityMembers: {
            c: components["schemas"]["ConversationId"];
            members: components["schemas"]["Contacts"];
        };
        ContactInput: {
            /** Format: email */
            email: string;
            /** @description 10–5000 characters besides spaces at either end (422 otherwise) */
            message: string;
            name: string;
            requestId: components["schemas"]["PayClientRequestId"];
            topic: components["schemas"]["ContactTopic"];
        };
        ContactReceipt: {
            /** @description Where the answer goes */
            email: string;
            /** @description The message's reference, to quote in a follow-up */
            id: string;
            receivedAt: number;
            topic: components["schemas"]["ContactTopic"];
        };
        ContactReceiptEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["ContactReceipt"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        ContactRef: {
            nid: string;
            uid: components["schemas"]["Uid"];
        };
        ContactRemoval: {
            uids: components["schemas"]["Uid"][];
        };
        /** @description uid to the name part of the identifier */
        Contacts: {
            [key: string]: string;
        };
        ContactsEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["Contacts"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        /**
         * @description What the message is about (the contact form's choices)
         * @enum {string}
         */
        ContactTopic: "general" | "support" | "sales" | "partnerships" | "press" | "feedback";
        Conversation: {
            c: components["schemas"]["ConversationId"];
            description: string;
            /** @description How many members */
            members: number;
            messages: components["schemas"]["ChatMessage"][];
            /** @description The caller created this community (its author, who cannot report it); false for a chat */
            mine?: boolean;
            /** @description Further messages exist in the direction read */
            more: boolean;
            /** @description The other person's username (chat) or the community name */
            name: string;
            /** @description The other person's composite identifier (chat) or the community name */
            nid: string;
            peer?: components["schemas"]["Uid"];
            /** @description Staff restricted this community (decision 039) - members read it but cannot send or add members (403 admin.communityRestricted) until staff lift it; false for a chat */
            restricted?: boolean;
            /** @enum {string} */
            type: "community" | "chat";
            unread: number;
        };
        /** @description A conversation id: 12 characters for a direct chat, 14 for a community (spec section 3) */
        ConversationId: string;
        /** @description ISO 3166-1 alpha-2 code; IA shows a white flag */
        CountryCode: string;
        CreatedIdEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: {
                id: string;
            };
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        Credentials: {
            /** Format: email */
            email: string;
            password: string;
        };
        /**
         * @description The currency table of spec section 3
         * @enum {string}
         */
        CurrencyCode: "USD" | "NGN" | "INR" | "GBP" | "EUR" | "CAD" | "ZAR" | "IDR" | "PKR" | "AUD" | "MXN" | "JPY" | "CNY" | "AED" | "CHF";
        Empty: Record<string, never>;
        ErrorEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: null;
            message: string;
            params?: components["schemas"]["MessageParams"];
            /** @enum {string} */
            status: "error";
        };
        FeedEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["FeedPage"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        /**
         * @description The two feeds of spec section 3: forYou and following
         * @enum {string}
         */
        FeedName: "forYou" | "following";
        FeedPage: {
            hasMore: boolean;
            list: components["schemas"]["Post"][];
            page: components["schemas"]["PageNumber"];
        };
        FeedQuery: {
            feed: components["schemas"]["FeedName"];
            page: components["schemas"]["PageNumber"];
        };
        HistoryEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["Conversation"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        HistoryQuery: {
            after?: components["schemas"]["MessageId"];
            before?: components["schemas"]["MessageId"];
            c: components["schemas"]["ChatTarget"];
            /** @description Page size (default 50) */
            limit?: number;
        };
        /** @description Conversation id to its newest message */
        InboxBatch: {
            [key: string]: components["schemas"]["ChatListEntry"];
        };
        InboxEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["InboxBatch"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        InboxQuery: {
            /** @description The last fetched id; entries after it are returned */
            id?: string;
        };
        LikeEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["LikeState"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        LikeState: {
            id: components["schemas"]["PostId"];
            liked: boolean;
            likes: number;
        };
        /** @description A box on the map; west greater than east crosses the antimeridian */
        MapBounds: {
            east: components["schemas"]["MapLongitude"];
            north: components["schemas"]["MapLatitude"];
            south: components["schemas"]["MapLatitude"];
            west: components["schemas"]["MapLongitude"];
        };
        /** @enum {string} */
        MapCategory: "food" | "cafe" | "shop" | "park" | "landmark" | "hotel" | "transport" | "health";
        MapGeoFeature: {
            geometry: {
                /** @description [longitude, latitude] (RFC 7946 order) */
                coordinates: number[];
                /** @enum {string} */
                type: "Point";
            };
            properties: {
                address: string;
                category: components["schemas"]["MapCategory"];
                city: string;
                code: components["schemas"]["MapPlaceCode"];
                country: string;
                lists: string[];
                name: string;
                note: string;
                savedAt: components["schemas"]["PayTime"];
            };
            /** @enum {string} */
            type: "Feature";
        };
        MapGeoJson: {
            features: components["schemas"]["MapGeoFeature"][];
            /** @enum {string} */
            type: "FeatureCollection";
        };
        MapGeoJsonEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["MapGeoJson"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        MapImportInput: {
            /** @description The file's text as the person chose it (read by the server, so every problem is answered with a code) */
            text: string;
        };
        MapImportResult: {
            /** @description How many lists the file's list names made */
            newLists: number;
            /** @description How many of them were not on the map and were added */
            newPlaces: number;
            /** @description How many features the file held (each now in its lists) */
            places: number;
        };
        MapImportResultEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["MapImportResult"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        /** @description Degrees north (Web Mercator's range) */
        MapLatitude: number;
        MapList: {
            createdAt: components["schemas"]["PayTime"];
            id: components["schemas"]["MapListId"];
            /**
             * @description favourites and wantToGo: the lists everyone has (name is their English name; a client shows its own words); own: a list I named
             * @enum {string}
             */
            kind: "favourites" | "wantToGo" | "own";
            name: string;
            /** @description How many places the list holds */
            places: number;
        };
        MapListEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["MapList"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        /** @description favourites and want-to-go are the lists everyone has; a list I named has 8 lowercase Crockford base-32 characters */
        MapListId: string;
        /** @description Not blank, no spaces at either end (422 otherwise) */
        MapListName: string;
        MapListNameInput: {
            name: components["schemas"]["MapListName"];
        };
        MapListRef: {
            id: components["schemas"]["MapListId"];
        };
        MapListRenameInput: {
            id: components["schemas"]["MapListId"];
            name: components["schemas"]["MapListName"];
        };
        MapListsEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["MapList"][];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        MapLive: {
            /** @description How many contacts would see my share */
            audience: number;
            me: components["schemas"]["MapLiveShare"] | null;
            people: components["schemas"]["MapLivePerson"][];
        };
        MapLiveEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["MapLive"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        MapLivePerson: {
            expiresAt: components["schemas"]["PayTime"];
            lat: components["schemas"]["MapLatitude"];
            lng: components["schemas"]["MapLongitude"];
            person: components["schemas"]["MapPerson"];
            updatedAt: components["schemas"]["PayTime"];
        };
        MapLiveShare: {
            expiresAt: components["schemas"]["PayTime"];
            lat: components["schemas"]["MapLatitude"];
            lng: components["schemas"]["MapLongitude"];
            startedAt: components["schemas"]["PayTime"];
            updatedAt: components["schemas"]["PayTime"];
        };
        MapLiveShareInput: {
            /**
             * @description Starts (or restarts) the share for this long: 15 minutes, 1 hour or 8 hours
             * @enum {integer}
             */
            durationMin?: 15 | 60 | 480;
            lat: components["schemas"]["MapLatitude"];
            lng: components["schemas"]["MapLongitude"];
        };
        /** @description Degrees east */
        MapLongitude: number;
        /** @description My note on a place I saved (only I see it) */
        MapNote: string;
        MapPerson: {
            uid: components["schemas"]["Uid"];
            userName: string;
        };
        MapPlace: {
            addedBy: components["schemas"]["MapPerson"];
            address: string;
            category: components["schemas"]["MapCategory"];
            city: string;
            code: components["schemas"]["MapPlaceCode"];
            country: string;
            createdAt: components["schemas"]["PayTime"];
            description: string;
            lat: components["schemas"]["MapLatitude"];
            /** @description The lists of mine it is in (only when I saved it) */
            lists?: components["schemas"]["MapListId"][];
            lng: components["schemas"]["MapLongitude"];
            name: string;
            note?: components["schemas"]["MapNote"];
            /** @description Whether I saved it */
            saved: boolean;
            savedAt?: components["schemas"]["PayTime"];
            /** @description How many people saved it */
            saves: number;
        };
        /** @description A place's short code (its /map/c/{code} link) — 8 lowercase Crockford base-32 characters */
        MapPlaceCode: string;
        MapPlaceEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["MapPlace"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        MapPlaceInput: {
            address?: string;
            category: components["schemas"]["MapCategory"];
            city?: string;
            country?: components["schemas"]["CountryCode"];
            description?: string;
            lat: components["schemas"]["MapLatitude"];
            lng: components["schemas"]["MapLongitude"];
            /** @description Not blank, no spaces at either end (422 otherwise) */
            name: string;
            requestId: components["schemas"]["PayClientRequestId"];
        };
        MapPlaceListsInput: {
            code: components["schemas"]["MapPlaceCode"];
            lists: components["schemas"]["MapListId"][];
            note?: components["schemas"]["MapNote"];
        };
        MapPlaceQuery: {
            bounds?: components["schemas"]["MapBounds"];
            category?: components["schemas"]["MapCategory"];
            /** @description Words of the name, address, city or description (any case, accents ignored) */
            query?: string;
        };
        MapPlaceRef: {
            code: components["schemas"]["MapPlaceCode"];
        };
        MapPlacesEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["MapPlace"][];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        MapPlacesPage: {
            places: components["schemas"]["MapPlace"][];
            /** @description How many places matched (more than the list holds when the view is wide) */
            total: number;
        };
        MapPlacesPageEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["MapPlacesPage"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        MapSaveInput: {
            code: components["schemas"]["MapPlaceCode"];
            saved: boolean;
        };
        MarketCart: {
            /** @description My OSBT balance now */
            balance: components["schemas"]["MarketOsbt"];
            /** @description Units in the cart */
            count: number;
            /** @description In the order they were added */
            lines: components["schemas"]["MarketCartLine"][];
            total: components["schemas"]["MarketOsbt"];
        };
        MarketCartEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["MarketCart"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        MarketCartLine: {
            product: components["schemas"]["MarketProduct"];
            quantity: number;
            subtotal: components["schemas"]["MarketOsbt"];
        };
        MarketCartSetInput: {
            productId: components["schemas"]["MarketProductId"];
            quantity: number;
        };
        /**
         * @description Where a product is listed (the spec's market categories other than featured)
         * @enum {string}
         */
        MarketCategory: "electronics" | "foods" | "clothings" | "others";
        MarketCheckoutInput: {
            /** @description Where to deliver: one of my addresses (/account/addresses/list). Without it the checkout gets 422. */
            addressId?: components["schemas"]["AccountAddressId"];
            requestId: components["schemas"]["PayClientRequestId"];
        };
        MarketOrder: {
            /** @description True while placed (not yet shipped) */
            cancellable: boolean;
            cancelledAt: components["schemas"]["PayTime"] | null;
            createdAt: components["schemas"]["PayTime"];
            deliveredAt: components["schemas"]["PayTime"] | null;
            /** @description The address as it was at checkout (later edits to the book do not change it); null on orders placed before addresses existed */
            deliveryAddress: components["schemas"]["AccountAddress"] | null;
            id: components["schemas"]["MarketOrderId"];
            lines: components["schemas"]["MarketOrderLine"][];
            /** @description True while delivered and within the 14 days to return it (the server's clock) */
            returnable: boolean;
            /** @description When the return window closes (delivery plus 14 days); null unless delivered */
            returnableUntil: components["schemas"]["PayTime"] | null;
            returnedAt: components["schemas"]["PayTime"] | null;
            shippedAt: components["schemas"]["PayTime"] | null;
            status: components["schemas"]["MarketOrderStatus"];
            total: components["schemas"]["MarketOsbt"];
        };
        MarketOrderEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["MarketOrder"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        MarketOrderId: string;
        MarketOrderLine: {
            image: string;
            price: components["schemas"]["MarketOsbt"];
            productId: components["schemas"]["MarketProductId"];
            quantity: number;
            seller: components["schemas"]["PayParty"];
            subtotal: components["schemas"]["MarketOsbt"];
            title: string;
        };
        MarketOrderRef: {
            id: components["schemas"]["MarketOrderId"];
        };
        MarketOrdersEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["MarketOrder"][];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        /** @enum {string} */
        MarketOrderStatus: "placed" | "shipped" | "delivered" | "cancelled" | "returned";
        /** @description An OSBT amount (OSBT has no decimals) */
        MarketOsbt: number;
        MarketProduct: {
            category: components["schemas"]["MarketCategory"];
            createdAt: components["schemas"]["PayTime"];
            description: string;
            featured: boolean;
            id: components["schemas"]["MarketProductId"];
            /** @description Path under the content-delivery location (/cdn/{image}) */
            image: string;
            /** @description The gallery, each a distinct generated picture (the first is `image`), paths as `image` */
            images: string[];
            /** @description Price of one, in OSBT */
            price: components["schemas"]["MarketOsbt"];
            /** @description Average stars of its reviews, one decimal (0 without reviews) */
            rating: number;
            /** @description How many reviews it has (/market/reviews/list) */
            ratingCount: number;
            /** @description Whether I saved it */
            saved: boolean;
            seller: components["schemas"]["PayParty"];
            /** @description Units sold so far */
            sold: number;
            /** @description Units left to buy */
            stock: number;
            title: string;
        };
        MarketProductEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["MarketProduct"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        MarketProductId: string;
        MarketProductPage: {
            items: components["schemas"]["MarketProduct"][];
            nextCursor: string | null;
            /** @description Products matching, over all pages */
            total: number;
        };
        MarketProductPageEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["MarketProductPage"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        MarketProductQuery: {
            /** @description nextCursor of the previous page */
            cursor?: string;
            /** @description Words that must all appear in the title, description or seller name (case-insensitive) */
            query?: string;
            shelf?: components["schemas"]["MarketShelf"];
        };
        MarketProductRef: {
            id: components["schemas"]["MarketProductId"];
        };
        MarketProductsEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["MarketProduct"][];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        MarketReview: {
            author: components["schemas"]["PayParty"];
            createdAt: components["schemas"]["PayTime"];
            id: string;
            productId: components["schemas"]["MarketProductId"];
            stars: number;
            text: string;
        };
        MarketReviewEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["MarketReview"];
            message: string;
            /** @enum {string} */
            status: "success";
        };
        MarketReviewInput: {
            productId: components["schemas"]["MarketProductId"];
            stars: number;
            text: string;
        };
        MarketReviews: {
            /** @description An order of mine holding it was delivered and I have not reviewed it */
            canReview: boolean;
            /** @description Newest first */
            items: components["schemas"]["MarketReview"][];
            /** @description Average stars, one decimal (0 without reviews) */
            rating: number;
            ratingCount: number;
        };
        MarketReviewsEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["MarketReviews"];
            message: string;
            /** @enum {string} */
            status: "success";
        };
        MarketSavedInput: {
            productId: components["schemas"]["MarketProductId"];
            saved: boolean;
        };
        /**
         * @description A market page (spec section 2 Market), trending being the most ordered in the last 7 days
         * @enum {string}
         */
        MarketShelf: "trending" | "featured" | "electronics" | "foods" | "clothings" | "others";
        /**
         * Format: binary
         * @description A file's own bytes (a raw request body, never JSON)
         */
        MediaFile: Blob;
        /** @enum {string} */
        MediaKind: "image" | "video" | "audio";
        MembersEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["CommunityMembers"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        MessageEdit: {
            c: components["schemas"]["ConversationId"];
            i: components["schemas"]["MessageId"];
            /** @description The new text (not only spaces) */
            m: string;
        };
        MessageEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["ChatMessage"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        /** @description A message id; ids increase over the whole inbox, so they order messages and page the inbox */
        MessageId: string;
        /** @description The values the code's text names (`{field}`, `{limit}`, `{asset}`…), to fill the reader's own text. */
        MessageParams: {
            [key: string]: string | number;
        };
        MessageRef: {
            c: components["schemas"]["ConversationId"];
            i: components["schemas"]["MessageId"];
        };
        /** @description Messages of a conversation whose text or state changed (edited, deleted, delivered), as they read now: the data of the realtime JSON frame `{type: "m"}` (contracts/asyncapi.yaml). */
        MessagesChanged: {
            c: components["schemas"]["ConversationId"];
            messages: components["schemas"]["ChatMessage"][];
        };
        ModerationAction: {
            /**
             * @description `lift`: a suspension ended early (`until`: when it would have ended); `restrict`: a community closed to new messages and members; `unrestrict`: that restriction lifted
             * @enum {string}
             */
            action: "dismiss" | "remove" | "warn" | "suspend" | "lift" | "restrict" | "unrestrict";
            at: number;
            /** @description Whose content it was */
            author: components["schemas"]["StaffMember"] | null;
            by: components["schemas"]["StaffMember"];
            days: number | null;
            id: string;
            note: string;
            /** @description How many open reports the action closed */
            reports: number;
            targetId: string;
            targetType: components["schemas"]["ReportTargetType"];
            until: number | null;
        };
        ModerationActionEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["ModerationAction"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        ModerationActionsEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["ModerationAction"][];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        /**
         * @description How much the person may move out, by kind, in whole OSBT (other assets count at the rates), over the last 24
         *     hours (`day`) and 30 days (`month`), and how much of each they used. The caps are contracts/rules/money-limits.ts:
         *     unverified send 1,000 / 3,000, withdraw 500 / 1,500, P2P 1,000 / 3,000; verified 50,000 / 200,000,
         *     20,000 / 100,000 and 50,000 / 200,000. Going over answers 422 pay.limit<Kind><Window> with limit, left, verified.
         */
        MoneyLimits: {
            /** @enum {string} */
            asset: "OSBT";
            kinds: {
                day: components["schemas"]["MoneyLimitUse"];
                /** @enum {string} */
                kind: "send" | "withdraw" | "p2p";
                month: components["schemas"]["MoneyLimitUse"];
            }[];
            verified: boolean;
        };
        MoneyLimitUse: {
            limit: number;
            used: number;
        };
        NewComment: {
            id: components["schemas"]["PostId"];
            /** @description Blank text (only spaces) gets 422 */
            text: string;
        };
        NewCommunity: {
            description: string;
            /** @description Under 25 characters (spec section 5) */
            name: string;
        };
        NewCredentials: {
            /** Format: email */
            email: string;
            /** @description A new password: the new-password rule applies (422 otherwise) */
            password: string;
        };
        NewPost: {
            country: string;
            description: string;
            /** @description Keys returned by the media upload */
            media: string[];
            tags: components["schemas"]["Tag"][];
            /** @description Quote text (spec section 5) */
            text: string;
            type: components["schemas"]["PostType"];
        };
        NewPosts: {
            /** @description How many newer posts there are (list holds the newest 50) */
            count: number;
            list: components["schemas"]["Post"][];
        };
        NewPostsEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["NewPosts"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        NewPostsQuery: {
            after: components["schemas"]["PostId"];
            feed: components["schemas"]["FeedName"];
        };
        /** @description One notification. `text` is the server's own sentence (English); clients show it as it is when they cannot compose one. The optional structured fields let a client write the sentence in the reader's language from `type` and `n`: message ("n sent you a message", or with `where` "n added you to where"), mention ("n mentioned you", with `where` "… in where", or with `targetType` post or comment "… in a post" / "… in a comment"; `excerpt` shown beside it), follow ("n started following you"), challenge ("n challenged you to a game", with `amount` "… (amount OSBT)"), comment ("n commented on your post", `excerpt` the comment), like ("n liked your post"; one per person and post, however often they like it again), moderation (staff acted on your content or account: `action` warn, suspend with `until`, remove with `targetType`, lift, restrict or unrestrict (a community of yours restricted, or the restriction lifted); `reason` the reports' main reason and `note` staff's words, when given), report (your report was reviewed: `action` is the outcome, dismiss meaning no rule was broken, and `targetType` what you reported), domain (your domain `domain` expires, or with `autoRenew` renews itself, in `days` days: 30, 7 or 1, once each per expiry date), p2p (a P2P dispute was decided by staff, or closed at its deadline: `link` the order, `note` staff's reason, also on the order). Moderation, report and p2p notices are always sent: no setting turns them off. */
        Notification: {
            /**
             * @description Moderation: what staff did to your content or account (restrict: your community can no longer receive messages or members); report: the outcome of your report
             * @enum {string}
             */
            action?: "dismiss" | "remove" | "warn" | "suspend" | "lift" | "restrict" | "unrestrict";
            /** @description Challenge only: the stake in OSBT (whole units; OSBT has no decimals) */
            amount?: number;
            /** @description Domain only: it renews itself at expiry (one year, if the balance allows), so the notice says so rather than asking to renew */
            autoRenew?: boolean;
            /**
             * @description Domain only: days left before it expires
             * @enum {integer}
             */
            days?: 1 | 7 | 30;
            /** @description Domain only: the domain that expires soon */
            domain?: string;
            /** @description Mention and comment: the start of the message, post or comment, at most 140 characters, on one line */
            excerpt?: string;
            id: string;
            /** @description Where it leads in the app */
            link?: string;
            /** @description Who it is from (username) */
            n?: string;
            /** @description Moderation only: staff's note on the action, when they wrote one */
            note?: string;
            read: boolean;
            reason?: components["schemas"]["ReportReason"];
            t: number;
            targetType?: components["schemas"]["ReportTargetType"];
            /** @description The server's sentence (English), the fallback when the client cannot compose one */
            text: string;
            /** @enum {string} */
            type: "message" | "mention" | "follow" | "challenge" | "comment" | "like" | "moderation" | "report" | "domain" | "p2p";
            u?: components["schemas"]["Uid"];
            /** @description Moderation (suspend) only: when the suspension ends */
            until?: number;
            /** @description The community: where the mention was written (mention), or the one you were added to (message) */
            where?: string;
        };
        NotificationPage: {
            items: components["schemas"]["Notification"][];
            more: boolean;
            unread: number;
            /** @description How many of `unread` are message notifications (a chat's "sent you a message"), which a chat list's own unread count already shows: a sum of both (a tab title) leaves them out, so one message is counted once */
            unreadMessages?: number;
        };
        NotificationQuery: {
            /** @description Notifications older than this id */
            before?: string;
            /** @description Page size (default 50) */
            limit?: number;
        };
        NotificationRead: {
            ids: string[];
        };
        NotificationsEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["NotificationPage"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        NullEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: null;
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        /** @description An e-mail the platform sent (its outbox), as it stands when read */
        OutboxEmail: {
            id: string;
            /** @enum {string} */
            status: "queued" | "sent" | "delivered" | "failed";
            subject: string;
            to: string;
        };
        /** @description 1-based page number */
        PageNumber: number;
        PayActivityEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["PayActivityPage"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        PayActivityPage: {
            items: components["schemas"]["PayMovement"][];
            page: number;
            pageSize: number;
            /** @description Movements matching the filters (all pages) */
            total: number;
        };
        PayActivityQuery: {
            asset?: components["schemas"]["PayAssetCode"];
            from?: components["schemas"]["PayTime"];
            page?: number;
            pageSize?: number;
            status?: components["schemas"]["PayMovementStatus"];
            to?: components["schemas"]["PayTime"];
            types?: components["schemas"]["PayMovementType"][];
        };
        PayAddInput: {
            /** @description What reaches the balance; the fee is charged on top */
            amount: components["schemas"]["PayAmount"];
            asset: components["schemas"]["PayAssetCode"];
            method: components["schemas"]["PayMethod"];
            requestId: components["schemas"]["PayClientRequestId"];
            /** @description The card's last four digits (card only) */
            source?: string;
        };
        /** @description A positive amount in the asset's minor units (see PayAsset.precision) */
        PayAmount: number;
        PayAsset: {
            add: components["schemas"]["PayMethodTerms"][];
            code: components["schemas"]["PayAssetCode"];
            /** @description Fee on conversions from this asset, in basis points, rounded up */
            convertFeeBps: number;
            /** @description The largest gift card in this asset */
            giftCardMax: components["schemas"]["PayAmount"];
            /** @description The smallest gift card in this asset */
            giftCardMin: components["schemas"]["PayAmount"];
            /** @enum {string} */
            kind: "platform" | "fiat" | "stablecoin";
            max: components["schemas"]["PayAmount"];
            min: components["schemas"]["PayAmount"];
            name: string;
            /** @description Traded on P2P */
            p2p: boolean;
            /** @description Decimals of the asset; amounts are integers of 10^-precision */
            precision: number;
            /** @description Fee on sends and paid requests, in basis points, rounded up */
            sendFeeBps: number;
            symbol: string;
            withdraw: components["schemas"]["PayMethodTerms"][];
        };
        /**
         * @description A wallet asset — OSBT (the platform balance, spec section 1), the stablecoin USDT, and the 15 currencies of spec section 3
         * @enum {string}
         */
        PayAssetCode: "OSBT" | "USDT" | "USD" | "NGN" | "INR" | "GBP" | "EUR" | "CAD" | "ZAR" | "IDR" | "PKR" | "AUD" | "MXN" | "JPY" | "CNY" | "AED" | "CHF";
        PayAssetsEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: {
                assets: components["schemas"]["PayAsset"][];
            };
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        PayBalance: {
            asset: components["schemas"]["PayAssetCode"];
            available: components["schemas"]["PayMinor"];
            /** @description In escrow (pending withdrawals, P2P orders I sell in) */
            held: components["schemas"]["PayMinor"];
        };
        /** @description Chosen by the client once per intended write. The same id and body answer the first result and move nothing again; the same id with another body gets 409. */
        PayClientRequestId: string;
        PayGiftCard: {
            amount: components["schemas"]["PayAmount"];
            asset: components["schemas"]["PayAssetCode"];
            buyer: components["schemas"]["PayParty"];
            code: components["schemas"]["PayGiftCardCode"];
            createdAt: components["schemas"]["PayTime"];
            id: components["schemas"]["PayGiftCardId"];
            message: components["schemas"]["PayNote"];
            redeemedAt: components["schemas"]["PayTime"] | null;
            redeemedBy: components["schemas"]["PayParty"] | null;
            /**
             * @description Whether I bought this card or redeemed it
             * @enum {string}
             */
            role: "bought" | "redeemed";
            /** @enum {string} */
            status: "active" | "redeemed" | "cancelled";
        };
        /** @description OSB- and three groups of four Crockford base-32 characters (no I, L, O or U) */
        PayGiftCardCode: string;
        PayGiftCardEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["PayGiftCard"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        PayGiftCardId: string;
        PayGiftCardInput: {
            amount: components["schemas"]["PayAmount"];
            asset: components["schemas"]["PayAssetCode"];
            message?: components["schemas"]["PayNote"];
            requestId: components["schemas"]["PayClientRequestId"];
        };
        PayGiftCardRedeemInput: {
            code: components["schemas"]["PayGiftCardCode"];
            requestId: components["schemas"]["PayClientRequestId"];
        };
        PayGiftCardRef: {
            id: components["schemas"]["PayGiftCardId"];
        };
        PayGiftCardsEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["PayGiftCard"][];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        /**
         * @description A ledger account by its role for the person reading: `me` (my balance), `counterparty` (the other person of the movement), `fees` (the platform's fees), `escrow` (a hold: a withdrawal, P2P order or gift card), `treasury` (the FX desk), `issuer` (value coming in from outside), `burn` (value leaving the platform), `platform` (any other account: a game pot, a market seller, another person)
         * @enum {string}
         */
        PayLedgerSide: "me" | "counterparty" | "fees" | "escrow" | "treasury" | "issuer" | "burn" | "platform";
        PayLedgerTransaction: {
            at: components["schemas"]["PayTime"];
            /** @description The ledger transaction (its request id) */
            id: string;
            legs: {
                amount: components["schemas"]["PayAmount"];
                asset: components["schemas"]["PayAssetCode"];
                from: components["schemas"]["PayLedgerSide"];
                to: components["schemas"]["PayLedgerSide"];
            }[];
        };
        /**
         * @description How money is added or withdrawn
         * @enum {string}
         */
        PayMethod: "card" | "bank" | "crypto";
        PayMethodTerms: {
            /** @description Percentage fee in basis points (rounded up to a whole minor unit) */
            feeBps: number;
            feeFixed: components["schemas"]["PayMinor"];
            max: components["schemas"]["PayAmount"];
            method: components["schemas"]["PayMethod"];
            min: components["schemas"]["PayAmount"];
            /** @description How long the movement stays pending */
            settleMs: number;
        };
        /** @description An amount in the asset's minor units (see PayAsset.precision) */
        PayMinor: number;
        PayMovement: {
            amount: components["schemas"]["PayMinor"];
            asset: components["schemas"]["PayAssetCode"];
            counterAmount: components["schemas"]["PayMinor"] | null;
            /** @description What the other side of a conversion or P2P trade is in */
            counterAsset: string | null;
            counterparty: components["schemas"]["PayParty"] | null;
            createdAt: components["schemas"]["PayTime"];
            /** @enum {string} */
            direction: "in" | "out";
            /** @description Paid by me on top of (out) or within (convert) the amount */
            fee: components["schemas"]["PayMinor"];
            id: components["schemas"]["PayMovementId"];
            method: ("card" | "bank" | "crypto" | "bank_transfer" | "mobile_money" | "wise" | "revolut" | "cash_app" | "sepa") | null;
            /** @description What a person wrote (a send or request note) or the data of the method (a card's last digits, a withdrawal's destination); null for movements of other areas, which `reason` describes */
            note: string | null;
            /** @description What another area moved on the balance (the client words it in the person's language, with `ref`); null for the pay area's own movements */
            reason: components["schemas"]["PayMovementReason"] | null;
            ref: string | null;
            status: components["schemas"]["PayMovementStatus"];
            type: components["schemas"]["PayMovementType"];
            updatedAt: components["schemas"]["PayTime"];
        };
        PayMovementEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["PayMovement"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        PayMovementId: string;
        /**
         * @description Why another area moved value on the balance, from the ledger transaction: `game_stake` (a stake into a game),
         *     `game_payout` (the winner's pot), `game_draw` (a drawn game's stake back), `game_refund` (a stake back when the
         *     challenge expired or nobody moved), `market_purchase` (checkout), `market_refund` (an order cancelled),
         *     `market_sale` (the seller's payout on delivery), `cloud_domains` / `cloud_storage` / `cloud_messaging` (cloud
         *     charges by service), `welcome` (the opening grant), `achievement` (a claimed achievement reward) and `other`.
         * @enum {string}
         */
        PayMovementReason: "game_stake" | "game_payout" | "game_draw" | "game_refund" | "market_purchase" | "market_refund" | "market_sale" | "cloud_domains" | "cloud_storage" | "cloud_messaging" | "welcome" | "achievement" | "other";
        /** @enum {string} */
        PayMovementStatus: "pending" | "completed" | "failed" | "declined" | "cancelled" | "expired";
        /**
         * @description The pay area's own movements, and what other areas moved through the ledger on the person's balance, so the
         *     activity accounts for every change: `game` (stakes and payouts of the stake game), `market` (checkout,
         *     refund on cancel, the seller's payout on delivery), `cloud` (domains, messaging and storage charges),
         *     `bonus` (the welcome grant and claimed rewards) and `platform` (anything else the platform moved).
         * @enum {string}
         */
        PayMovementType: "add" | "withdraw" | "send" | "receive" | "request" | "convert" | "p2p_buy" | "p2p_sell" | "gift_card_buy" | "gift_card_redeem" | "game" | "market" | "cloud" | "bonus" | "platform";
        PayNote: string;
        PayP2pAd: {
            asset: components["schemas"]["PayP2pAsset"];
            /** @description Asset minor units not yet in orders */
            available: components["schemas"]["PayMinor"];
            createdAt: components["schemas"]["PayTime"];
            fiat: components["schemas"]["CurrencyCode"];
            id: components["schemas"]["PayP2pAdId"];
            maxFiat: components["schemas"]["PayAmount"];
            methods: components["schemas"]["PayP2pMethod"][];
            mine: boolean;
            minFiat: components["schemas"]["PayAmount"];
            owner: components["schemas"]["PayP2pTrader"];
            /** @description Only on the owner's own sell ads: buyers see the details of their order's method in the order */
            payment?: components["schemas"]["PayP2pPaymentDetails"];
            /** @description Fiat minor units per one whole unit of the asset */
            price: components["schemas"]["PayAmount"];
            /**
             * @description What the advertiser does with the asset
             * @enum {string}
             */
            side: "buy" | "sell";
            /** @enum {string} */
            status: "active" | "paused";
            terms: string;
            /**
             * @description Minutes the buyer has to pay
             * @enum {integer}
             */
            timeLimitMin: 15 | 30 | 45 | 60;
            /** @description Asset minor units offered in all */
            total: components["schemas"]["PayAmount"];
        };
        PayP2pAdEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["PayP2pAd"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        PayP2pAdId: string;
        PayP2pAdInput: {
            asset: components["schemas"]["PayP2pAsset"];
            fiat: components["schemas"]["CurrencyCode"];
            maxFiat: components["schemas"]["PayAmount"];
            methods: components["schemas"]["PayP2pMethod"][];
            minFiat: components["schemas"]["PayAmount"];
            /** @description A sell ad needs the details of every method it takes (422 p2p.paymentDetailsInvalid); a buy ad none */
            payment?: components["schemas"]["PayP2pPaymentDetails"];
            price: components["schemas"]["PayAmount"];
            requestId: components["schemas"]["PayClientRequestId"];
            /** @enum {string} */
            side: "buy" | "sell";
            terms?: string;
            /** @enum {integer} */
            timeLimitMin: 15 | 30 | 45 | 60;
            total: components["schemas"]["PayAmount"];
        };
        PayP2pAdRef: {
            id: components["schemas"]["PayP2pAdId"];
        };
        PayP2pAdsEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["PayP2pAd"][];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        PayP2pAdUpdate: {
            id: components["schemas"]["PayP2pAdId"];
            maxFiat?: components["schemas"]["PayAmount"];
            methods?: components["schemas"]["PayP2pMethod"][];
            minFiat?: components["schemas"]["PayAmount"];
            /** @description Replaces the sell ad's payment details; the ad's methods (new or kept) must each have theirs */
            payment?: components["schemas"]["PayP2pPaymentDetails"];
            price?: components["schemas"]["PayAmount"];
            /** @enum {string} */
            status?: "active" | "paused";
            terms?: string;
            /** @enum {integer} */
            timeLimitMin?: 15 | 30 | 45 | 60;
            total?: components["schemas"]["PayAmount"];
        };
        /**
         * @description The assets traded peer to peer
         * @enum {string}
         */
        PayP2pAsset: "USDT" | "OSBT";
        PayP2pDispute: {
            /** @description If staff have not decided by then, the platform returns the escrow to the seller */
            decideBy: components["schemas"]["PayTime"];
            evidence: components["schemas"]["PayP2pEvidence"][];
            openedAt: components["schemas"]["PayTime"];
            /** @enum {string} */
            openedBy: "buyer" | "seller";
            resolution: components["schemas"]["PayP2pResolution"] | null;
        };
        PayP2pDisputeInput: {
            id: components["schemas"]["PayP2pOrderId"];
            reason: string;
        };
        PayP2pEvidence: {
            at: components["schemas"]["PayTime"];
            /** @enum {string} */
            by: "buyer" | "seller";
            /** @description The media key of the image (shown from the content-delivery location) */
            key: string;
        };
        PayP2pEvidenceInput: {
            id: components["schemas"]["PayP2pOrderId"];
            keys: string[];
        };
        PayP2pFeedbackInput: {
            comment?: string;
            id: components["schemas"]["PayP2pOrderId"];
            /** @enum {string} */
            rating: "positive" | "negative";
        };
        PayP2pMessage: {
            at: components["schemas"]["PayTime"];
            id: components["schemas"]["PayP2pMessageId"];
            /** @enum {string} */
            kind: "user" | "system";
            /** @description What was written; for a system note the event (created, paid, released, cancelled, expired, disputed, staffReleased, staffReturned, deadlineReturned), which the client words in its language */
            text: string;
            uid: components["schemas"]["Uid"] | null;
        };
        PayP2pMessageEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["PayP2pMessage"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        PayP2pMessageId: string;
        PayP2pMessageInput: {
            id: components["schemas"]["PayP2pOrderId"];
            requestId: components["schemas"]["PayClientRequestId"];
            text: string;
        };
        PayP2pMessagesEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["PayP2pMessage"][];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        /**
         * @description How the buyer pays the seller outside the platform in a P2P trade
         * @enum {string}
         */
        PayP2pMethod: "bank_transfer" | "mobile_money" | "wise" | "revolut" | "cash_app" | "sepa";
        PayP2pOfferQuery: {
            /** @description A fiat amount (minor units) the ad's limits must allow */
            amount?: components["schemas"]["PayAmount"];
            asset?: components["schemas"]["PayP2pAsset"];
            fiat?: components["schemas"]["CurrencyCode"];
            method?: components["schemas"]["PayP2pMethod"];
            /**
             * @description What I want to do (buy lists sell ads)
             * @enum {string}
             */
            side: "buy" | "sell";
        };
        PayP2pOrder: {
            adId: components["schemas"]["PayP2pAdId"];
            /** @description Asset minor units in escrow */
            amount: components["schemas"]["PayAmount"];
            asset: components["schemas"]["PayP2pAsset"];
            buyer: components["schemas"]["PayParty"];
            closedAt: components["schemas"]["PayTime"] | null;
            createdAt: components["schemas"]["PayTime"];
            /** @description Once a dispute was opened: its evidence, when staff decide by, and their decision */
            dispute: components["schemas"]["PayP2pDispute"] | null;
            /** @description When a dispute may be opened (set once paid) */
            disputeAfter: components["schemas"]["PayTime"] | null;
            disputeReason: string | null;
            /** @description An unpaid order expires here and the escrow goes back */
            expiresAt: components["schemas"]["PayTime"];
            feedback: {
                given: components["schemas"]["PayP2pRating"] | null;
                received: components["schemas"]["PayP2pRating"] | null;
            };
            fiat: components["schemas"]["CurrencyCode"];
            /** @description What the buyer pays the seller outside the platform */
            fiatAmount: components["schemas"]["PayAmount"];
            id: components["schemas"]["PayP2pOrderId"];
            method: components["schemas"]["PayP2pMethod"];
            /** @description The server's time, for a countdown that ignores the device's clock */
            now: components["schemas"]["PayTime"];
            paidAt: components["schemas"]["PayTime"] | null;
            /** @description Where the buyer sends the fiat: the seller's own details for the order's method, as they were when the order was made */
            paymentDetails: components["schemas"]["PayP2pPaymentFields"];
            price: components["schemas"]["PayAmount"];
            /** @enum {string} */
            role: "buyer" | "seller";
            seller: components["schemas"]["PayParty"];
            /** @enum {string} */
            status: "pending" | "paid" | "completed" | "cancelled" | "expired" | "disputed";
            terms: string;
        };
        PayP2pOrderEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["PayP2pOrder"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        PayP2pOrderId: string;
        PayP2pOrderInput: {
            adId: components["schemas"]["PayP2pAdId"];
            /** @description Fiat minor units; the asset amount is fiatAmount / price, rounded down */
            fiatAmount: components["schemas"]["PayAmount"];
            method: components["schemas"]["PayP2pMethod"];
            /** @description Taking a buy ad I sell: where the advertiser pays me by `method` (required then; ignored for a sell ad) */
            payment?: components["schemas"]["PayP2pPaymentFields"];
            requestId: components["schemas"]["PayClientRequestId"];
        };
        PayP2pOrderQuery: {
            /**
             * @description open is pending, paid or disputed
             * @enum {string}
             */
            state?: "open" | "closed";
        };
        PayP2pOrderRef: {
            id: components["schemas"]["PayP2pOrderId"];
        };
        PayP2pOrdersEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["PayP2pOrder"][];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        /** @description The seller's payment details per method of a sell ad (every method the ad takes needs its own) */
        PayP2pPaymentDetails: {
            bank_transfer?: components["schemas"]["PayP2pPaymentFields"];
            cash_app?: components["schemas"]["PayP2pPaymentFields"];
            mobile_money?: components["schemas"]["PayP2pPaymentFields"];
            revolut?: components["schemas"]["PayP2pPaymentFields"];
            sepa?: components["schemas"]["PayP2pPaymentFields"];
            wise?: components["schemas"]["PayP2pPaymentFields"];
        };
        /**
         * @description Where the buyer pays the seller by one method, as the seller wrote it. Each method has its own fields
         *     (contracts/rules/p2p-payment.ts): bank_transfer bankName, accountNumber (6–20 digits), accountName;
         *     mobile_money provider, phone (international form, +234…), accountName; wise email, accountName; revolut revtag
         *     (@name), accountName; cash_app cashtag ($Name), accountName; sepa iban (with valid check digits), accountName.
         */
        PayP2pPaymentFields: {
            accountName?: string;
            accountNumber?: string;
            bankName?: string;
            cashtag?: string;
            email?: string;
            iban?: string;
            phone?: string;
            provider?: string;
            revtag?: string;
        };
        PayP2pRating: {
            comment: string;
            /** @enum {string} */
            rating: "positive" | "negative";
        };
        PayP2pResolution: {
            at: components["schemas"]["PayTime"];
            /** @enum {string} */
            by: "staff" | "deadline";
            /**
             * @description Who got the escrow
             * @enum {string}
             */
            outcome: "buyer" | "seller";
            /** @description Staff's reason; empty when the platform closed it at the deadline */
            reason: string;
        };
        PayP2pTrader: {
            /** @description Percent of closed orders that completed */
            completionRate: number;
            country: string;
            isVerified: boolean;
            /** @description Completed orders */
            orders: number;
            /** @description Percent of feedback that was positive */
            positiveRate: number;
            uid: components["schemas"]["Uid"];
            userName: components["schemas"]["UserName"];
        };
        PayParty: {
            country: string;
            isVerified: boolean;
            uid: components["schemas"]["Uid"];
            userName: components["schemas"]["UserName"];
        };
        PayQuote: {
            amount: components["schemas"]["PayAmount"];
            createdAt: components["schemas"]["PayTime"];
            expiresAt: components["schemas"]["PayTime"];
            fee: components["schemas"]["PayMinor"];
            from: components["schemas"]["PayAssetCode"];
            id: components["schemas"]["PayQuoteId"];
            /** @description The server's time, for a countdown that ignores the device's clock */
            now: components["schemas"]["PayTime"];
            /** @description Whole units of `to` per whole unit of `from` (for display; receive is exact) */
            rate: number;
            /** @description Exactly what arrives, in the minor units of `to` */
            receive: components["schemas"]["PayAmount"];
            to: components["schemas"]["PayAssetCode"];
        };
        PayQuoteEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["PayQuote"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        PayQuoteExecuteInput: {
            quoteId: components["schemas"]["PayQuoteId"];
            requestId: components["schemas"]["PayClientRequestId"];
        };
        PayQuoteId: string;
        PayQuoteInput: {
            /** @description In the minor units of `from` (the fee comes out of it) */
            amount: components["schemas"]["PayAmount"];
            from: components["schemas"]["PayAssetCode"];
            to: components["schemas"]["PayAssetCode"];
        };
        PayReceipt: {
            /** @description Every status the movement had, oldest first, with when it took it */
            history: {
                at: components["schemas"]["PayTime"];
                status: components["schemas"]["PayMovementStatus"];
            }[];
            /** @description The ledger transactions the movement moved value in, oldest first (none for one that moved nothing, e.g. a pending request) */
            ledger: components["schemas"]["PayLedgerTransaction"][];
            movement: components["schemas"]["PayMovement"];
            /** @description Units of the counter asset per unit of the asset (a conversion's quoted rate, a P2P trade's price); null for other movements */
            rate: number | null;
        };
        PayReceiptEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["PayReceipt"];
            message: string;
            /** @enum {string} */
            status: "success";
        };
        PayReceiptQuery: {
            id: components["schemas"]["PayMovementId"];
        };
        PayRecipient: {
            createdAt: components["schemas"]["PayTime"];
            id: components["schemas"]["PayRecipientId"];
            label: string;
            party: components["schemas"]["PayParty"];
        };
        PayRecipientEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["PayRecipient"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        PayRecipientId: string;
        PayRecipientInput: {
            label?: string;
            userName: components["schemas"]["UserName"];
        };
        PayRecipientRef: {
            id: components["schemas"]["PayRecipientId"];
        };
        PayRecipientsEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["PayRecipient"][];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        PayRequest: {
            amount: components["schemas"]["PayAmount"];
            asset: components["schemas"]["PayAssetCode"];
            createdAt: components["schemas"]["PayTime"];
            /** @description What the payer pays on top when paying */
            fee: components["schemas"]["PayMinor"];
            id: components["schemas"]["PayRequestId"];
            note: components["schemas"]["PayNote"];
            payer: components["schemas"]["PayParty"];
            requester: components["schemas"]["PayParty"];
            respondedAt: components["schemas"]["PayTime"] | null;
            /**
             * @description incoming when I am asked to pay
             * @enum {string}
             */
            role: "incoming" | "outgoing";
            /** @enum {string} */
            status: "pending" | "completed" | "declined" | "cancelled";
        };
        PayRequestEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["PayRequest"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        PayRequestId: string;
        PayRequestInput: {
            amount: components["schemas"]["PayAmount"];
            asset: components["schemas"]["PayAssetCode"];
            note?: components["schemas"]["PayNote"];
            requestId: components["schemas"]["PayClientRequestId"];
            /** @description Who is asked to pay */
            userName: components["schemas"]["UserName"];
        };
        PayRequestPayInput: {
            id: components["schemas"]["PayRequestId"];
            requestId: components["schemas"]["PayClientRequestId"];
        };
        PayRequestQuery: {
            /** @enum {string} */
            role?: "incoming" | "outgoing";
            /** @enum {string} */
            status?: "pending" | "completed" | "declined" | "cancelled";
        };
        PayRequestRef: {
            id: components["schemas"]["PayRequestId"];
        };
        PayRequestsEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["PayRequest"][];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        PaySendInput: {
            amount: components["schemas"]["PayAmount"];
            asset: components["schemas"]["PayAssetCode"];
            note?: components["schemas"]["PayNote"];
            requestId: components["schemas"]["PayClientRequestId"];
            userName: components["schemas"]["UserName"];
        };
        PaySendPreview: {
            amount: components["schemas"]["PayAmount"];
            asset: components["schemas"]["PayAssetCode"];
            fee: components["schemas"]["PayMinor"];
            recipient: components["schemas"]["PayParty"];
            total: components["schemas"]["PayAmount"];
        };
        PaySendPreviewEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["PaySendPreview"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        PaySendPreviewInput: {
            amount: components["schemas"]["PayAmount"];
            asset: components["schemas"]["PayAssetCode"];
            userName: components["schemas"]["UserName"];
        };
        PayStatement: {
            asset: components["schemas"]["PayAssetCode"];
            closing: number;
            fees: components["schemas"]["PayMinor"];
            /** @description The month's first millisecond in the time zone */
            from: components["schemas"]["PayTime"];
            lines: components["schemas"]["PayStatementLine"][];
            month: string;
            opening: number;
            timeZone: string;
            /** @description Its last millisecond (or now, for the running month) */
            to: components["schemas"]["PayTime"];
            totalIn: components["schemas"]["PayMinor"];
            /** @description Fees included */
            totalOut: components["schemas"]["PayMinor"];
        };
        PayStatementEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["PayStatement"];
            message: string;
            /** @enum {string} */
            status: "success";
        };
        PayStatementLine: {
            /** @description The change of my balance, signed (out is negative), fee included */
            amount: number;
            at: components["schemas"]["PayTime"];
            /** @description My balance after the line */
            balance: number;
            /** @description The part of a negative amount that went to fees */
            fee: components["schemas"]["PayMinor"];
            /** @description The movement the transaction belongs to (open it with payReceipt) */
            movement: components["schemas"]["PayMovement"] | null;
            /** @description The ledger transaction */
            tx: string;
        };
        PayStatementQuery: {
            asset: components["schemas"]["PayAssetCode"];
            /** @description YYYY-MM */
            month: string;
            /** @description An IANA time zone (the person's): the month's boundaries are its midnights */
            timeZone: string;
        };
        /** @description Milliseconds since the epoch (the mock's clock) */
        PayTime: number;
        PayWallet: {
            /** @description One entry per asset, in PayAssetCode order */
            balances: components["schemas"]["PayBalance"][];
            /** @description Requests waiting for me to pay or decline */
            pendingRequests: number;
        };
        PayWalletEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["PayWallet"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        PayWithdrawInput: {
            /** @description What the destination receives; the fee is held on top */
            amount: components["schemas"]["PayAmount"];
            asset: components["schemas"]["PayAssetCode"];
            /** @description A bank account number or IBAN, or a crypto address */
            destination: string;
            method: components["schemas"]["PayMethod"];
            requestId: components["schemas"]["PayClientRequestId"];
        };
        PlatformStatus: {
            /** @description The areas that do not work as they should (empty when operational) */
            areas: ("account" | "app" | "pay" | "cloud" | "map" | "market" | "support")[];
            /** @description ms since epoch */
            checkedAt: number;
            /** @enum {string} */
            status: "operational" | "degraded" | "outage";
        };
        PlatformStatusEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["PlatformStatus"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        PlayAction: {
            g: components["schemas"]["StakeLetter"];
            n: string;
            u: components["schemas"]["Uid"];
        } | {
            g?: components["schemas"]["StakeLetter"];
            i: string;
            n?: string;
            /**
             * @description a accept, x reject
             * @enum {string}
             */
            t: "a" | "x";
            u?: components["schemas"]["Uid"];
        };
        PlayData: {
            /** @description the opponent is connected */
            c: boolean;
            g?: components["schemas"]["StakeLetter"];
            /** @description game id */
            i: string;
            /** @description my move is done */
            m: boolean;
            /** @description the opponent's composite identifier userName-isVerified-country-uid */
            n?: string;
            /** @description the opponent's move is done */
            p: boolean;
            r?: components["schemas"]["PlayResult"];
            /**
             * @description pending: a challenge not accepted yet (only the challenger has it); active: the game is on; done: settled, call play/resolve to read the result
             * @enum {string}
             */
            s?: "pending" | "active" | "done";
            /** @description start time (ms since epoch) */
            t: number;
            u?: components["schemas"]["Uid"];
            y?: components["schemas"]["PlayHand"];
        };
        /**
         * @description Why a game ended without a result: rejected (the friend said no), withdrawn (the challenger cancelled), expired (no answer within 30 s), timeout (nobody moved within 30 s; both stakes returned)
         * @enum {string}
         */
        PlayEnd: "rejected" | "withdrawn" | "expired" | "timeout";
        PlayEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["PlayData"] | null;
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        /**
         * @description r rock, p paper, s scissors
         * @enum {string}
         */
        PlayHand: "r" | "p" | "s";
        PlayMove: {
            i: string;
            m: components["schemas"]["PlayHand"];
        };
        /** @description A friend challenge or rematch offer to answer with play/add {t, i} (also the data of the JSON r frame) */
        PlayOffer: {
            g: components["schemas"]["StakeLetter"];
            /** @description The game id (answer with play/add {t, i}) */
            i: string;
            /** @description The challenger's composite identifier userName-isVerified-country-uid */
            n: string;
            /** @description True when this offers a rematch of the previous game rather than a new friend challenge */
            rematch?: boolean;
            u: components["schemas"]["Uid"];
        };
        PlayQueue: {
            g: components["schemas"]["StakeLetter"];
        };
        PlayRematch: {
            /** @description the finished game to play again */
            i: string;
        };
        PlayResolve: {
            i: string;
        };
        PlayResolveEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: {
                e?: components["schemas"]["PlayEnd"];
                o?: components["schemas"]["PlayHand"];
                r?: components["schemas"]["PlayResult"];
                y?: components["schemas"]["PlayHand"];
            };
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        /**
         * @description The outcome for the player who reads it
         * @enum {string}
         */
        PlayResult: "won" | "lost" | "draw";
        Post: {
            author: components["schemas"]["ProfileSummary"];
            comments: number;
            country: string;
            /** @description ms since epoch */
            createdAt: number;
            description: string;
            /** @description ms since epoch of the last edit; absent when never edited */
            editedAt?: number;
            id: components["schemas"]["PostId"];
            /** @description The signed-in user likes it */
            liked: boolean;
            likes: number;
            /** @description Media keys; each is served at the content-delivery location under m/{key} */
            media: string[];
            tags: components["schemas"]["Tag"][];
            /** @description Quote text (spec section 5) */
            text: string;
            type: components["schemas"]["PostType"];
        };
        PostEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["Post"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        /** @description A post id */
        PostId: string;
        PostRef: {
            id: components["schemas"]["PostId"];
        };
        /** @enum {string} */
        PostType: "Images" | "Video" | "Text" | "Audio";
        PostUpdate: {
            description: string;
            id: components["schemas"]["PostId"];
            tags: components["schemas"]["Tag"][];
            /** @description Quote text (spec section 5); empty for posts that are not Text */
            text: string;
        };
        Profile: {
            /** @description What the person says about themselves; empty or absent when nothing */
            bio?: string;
            country: components["schemas"]["CountryCode"];
            /** @description The name the person chose to appear under; empty or absent when none (the username is shown) */
            displayName?: string;
            isVerified: boolean;
            /** @description Composite identifier userName-isVerified-country-uid */
            nid: string;
            uid: components["schemas"]["Uid"];
            userName: components["schemas"]["UserName"];
        };
        ProfileEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["Profile"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        ProfilePostsQuery: {
            page: components["schemas"]["PageNumber"];
            uid: components["schemas"]["Uid"];
        };
        ProfileQuery: {
            userName: components["schemas"]["UserName"];
        };
        ProfileRef: {
            uid: components["schemas"]["Uid"];
        };
        ProfileSearch: {
            /** @description Search text, lowercased by the client (spec section 5) */
            text: string;
        };
        ProfileSearchEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["ProfileSearchResults"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        ProfileSearchResults: {
            list: components["schemas"]["ProfileSummary"][];
        };
        ProfileStats: {
            followers: number;
            /** @description Profiles this one follows */
            following: number;
            /** @description The signed-in user follows this profile */
            isFollowing: boolean;
            /** @description This is the signed-in user's own profile */
            isMe: boolean;
            posts: number;
            uid: components["schemas"]["Uid"];
        };
        ProfileStatsEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["ProfileStats"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        ProfileSummary: {
            country: string;
            /** @description The name the person chose to appear under (/account/edit-profile); empty or absent when they chose none, and only the username is shown */
            displayName?: string;
            isVerified: boolean;
            uid: components["schemas"]["Uid"];
            userName: components["schemas"]["UserName"];
        };
        /** @description The message this one replies to, as it reads now (empty `m` and `d` once its author deleted it) */
        QuotedMessage: {
            /** @constant */
            d?: true;
            i: components["schemas"]["MessageId"];
            /** @description Its text now */
            m: string;
            /** @description Its sender's username */
            n?: string;
            u: components["schemas"]["Uid"];
        };
        /** @description Uppercase currency code (OSBT included) to units of it per 1 USD. */
        Rates: {
            [key: string]: number;
        };
        RatesEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["Rates"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        ReadEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["ReadState"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        ReadQuery: {
            c: components["schemas"]["ConversationId"];
            i?: components["schemas"]["MessageId"];
        };
        ReadState: {
            c: components["schemas"]["ConversationId"];
            i?: components["schemas"]["MessageId"];
            unread: number;
        };
        Report: {
            createdAt: number;
            details: string;
            id: string;
            reason: components["schemas"]["ReportReason"];
            targetId: string;
            targetType: components["schemas"]["ReportTargetType"];
        };
        ReportAuthorRecord: {
            /** @description While suspended, when it ends */
            suspendedUntil: number | null;
            warnings: number;
        };
        ReportCase: {
            actions: components["schemas"]["ModerationAction"][];
            author: components["schemas"]["ReportAuthorRecord"];
            /** @description Open reports (a closed case: all of its reports) */
            count: number;
            firstAt: number;
            lastAt: number;
            preview: components["schemas"]["ReportPreview"];
            reasons: {
                count: number;
                reason: components["schemas"]["ReportReason"];
            }[];
            reports: components["schemas"]["ReportCaseReport"][];
            /** @enum {string} */
            status: "open" | "closed";
            targetId: string;
            targetType: components["schemas"]["ReportTargetType"];
        };
        ReportCaseEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["ReportCase"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        ReportCaseReport: {
            createdAt: number;
            details: string;
            id: string;
            reason: components["schemas"]["ReportReason"];
            reporter: components["schemas"]["StaffMember"];
        };
        ReportCasesEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["ReportCase"][];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        /** @description A reported chat message or community in context: only what staff need to judge it. For a message, the two messages before and the two after it (the reporter, a member, shared them by reporting); for a community, its name, description and five newest messages. */
        ReportChat: {
            conversation: string;
            description: string;
            members: number;
            messages: components["schemas"]["ReportChatLine"][];
            /** @description A community's name; empty for a direct chat */
            name: string;
            /** @description A community staff restricted: no new messages or members */
            restricted: boolean;
            /** @enum {string} */
            type: "chat" | "community";
        };
        ReportChatLine: {
            at: number;
            author: components["schemas"]["ProfileSummary"] | null;
            id: string;
            /** @description The reported message itself */
            reported: boolean;
            /** @description Empty once its author deleted it or staff removed it */
            text: string;
        };
        ReportEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["Report"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        ReportInput: {
            /** @description What staff should know (optional) */
            details?: string;
            reason: components["schemas"]["ReportReason"];
            targetId: string;
            targetType: components["schemas"]["ReportTargetType"];
        };
        ReportPreview: {
            author: components["schemas"]["ProfileSummary"] | null;
            /** @description False once the content is gone (removed or deleted) */
            available: boolean;
            /** @description A chat message or community in context; null for the other targets */
            chat: components["schemas"]["ReportChat"] | null;
            /** @description A post's media keys (served from the content-delivery location) */
            media: string[];
            /** @description The post (itself, or the one a comment is on) */
            postId: string | null;
            /** @description A post's type; null for a comment or profile */
            postType: ("Images" | "Video" | "Text" | "Audio") | null;
            /** @description A post's text and description, a comment's or chat message's text, a profile's name, or a community's name */
            text: string;
        };
        /** @enum {string} */
        ReportReason: "spam" | "harassment" | "hate" | "violence" | "nudity" | "scam" | "other";
        /**
         * @description What is reported: a post id, a comment id, a user uid, a chat message id (m…), or a community id
         * @enum {string}
         */
        ReportTargetType: "post" | "comment" | "profile" | "message" | "community";
        SavedRepliesEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["SavedReply"][];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        SavedReply: {
            /** @description May hold {name}, filled with the requester's username when staff insert it */
            body: string;
            createdBy: components["schemas"]["SupportPerson"];
            id: components["schemas"]["SavedReplyId"];
            title: string;
            updatedAt: number;
        };
        SavedReplyEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["SavedReply"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        SavedReplyId: string;
        SavedReplyInput: {
            /** @description Not only spaces (422 otherwise); stored trimmed */
            body: string;
            /** @description 3–80 characters besides spaces at either end (422 otherwise) */
            title: string;
        };
        SavedReplyRef: {
            id: components["schemas"]["SavedReplyId"];
        };
        SavedReplyUpdateInput: {
            /** @description Not only spaces (422 otherwise); stored trimmed */
            body: string;
            id: components["schemas"]["SavedReplyId"];
            /** @description 3–80 characters besides spaces at either end (422 otherwise) */
            title: string;
        };
        SendMessage: {
            k: components["schemas"]["ClientMessageId"];
            /** @description The text (not only spaces) */
            m: string;
            /** @description The message of the same conversation this one replies to */
            q?: components["schemas"]["MessageId"];
            to: components["schemas"]["ChatTarget"];
        };
        StaffMember: {
            uid: components["schemas"]["Uid"];
            userName: string;
        };
        StaffMembersEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["StaffMember"][];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        /** @description Stake letters a–t map to 10 … 5242880 OSBT (spec section 9) */
        StakeLetter: string;
        /** @description Screenshots on a support message (the person's or a staff answer): up to 3 keys of images the sender uploaded (uploadMedia). A key that is not one of the sender's uploads, or that is a video or audio file, gets 422. Optional; none by default. */
        SupportAttachments: string[];
        /** @enum {string} */
        SupportCategory: "account" | "pay" | "market" | "cloud" | "play" | "other";
        SupportMessage: {
            /** @description Images attached to the message, as media keys (served from the content-delivery location, under m/{key}); empty when none */
            attachments: string[];
            author: components["schemas"]["SupportPerson"];
            body: string;
            id: string;
            /** @description An internal note (only in staff answers) */
            internal: boolean;
            t: number;
        };
        SupportOrderSummary: {
            createdAt: number;
            id: components["schemas"]["MarketOrderId"];
            /** @description Units in the order */
            items: number;
            status: components["schemas"]["MarketOrderStatus"];
            /** @description OSBT */
            total: number;
        };
        SupportPaymentSummary: {
            amount: number;
            asset: string;
            createdAt: number;
            /** @enum {string} */
            direction: "in" | "out";
            id: components["schemas"]["PayMovementId"];
            /** @description Decimals of the asset: `amount` is in 10^-precision */
            precision: number;
            status: components["schemas"]["PayMovementStatus"];
            type: components["schemas"]["PayMovementType"];
        };
        SupportPerson: {
            staff: boolean;
            uid: components["schemas"]["Uid"];
            userName: string;
        };
        SupportPresence: {
            /** @description When they opened the ticket (mock clock, ms) */
            since: number;
            /** @enum {string} */
            state: "viewing" | "typing";
            uid: components["schemas"]["Uid"];
            userName: string;
        };
        SupportPresenceEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["SupportPresence"][];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        SupportPresenceInput: {
            id: components["schemas"]["SupportTicketId"];
            /** @enum {string} */
            state: "viewing" | "typing" | "left";
        };
        /**
         * @description Staff only, set by staff (normal until then). It sets how soon the first answer is due.
         * @enum {string}
         */
        SupportPriority: "low" | "normal" | "high" | "urgent";
        SupportRating: {
            comment: string;
            score: number;
            t: number;
        };
        SupportRatingInput: {
            comment?: string;
            id: components["schemas"]["SupportTicketId"];
            score: number;
        };
        SupportReplyInput: {
            attachments?: components["schemas"]["SupportAttachments"];
            id: components["schemas"]["SupportTicketId"];
            message: string;
        };
        SupportRequester: {
            /** @description ISO 3166 code, or empty before onboarding */
            country: string;
            isVerified: boolean;
            memberSince: number;
            uid: components["schemas"]["Uid"];
            userName: string;
        };
        SupportRequesterEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["SupportRequesterPage"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        SupportRequesterPage: {
            /** @description The requester's five newest market orders, newest first */
            orders: components["schemas"]["SupportOrderSummary"][];
            /** @description The requester's five newest pay movements (any asset, any area), newest first */
            payments: components["schemas"]["SupportPaymentSummary"][];
            requester: components["schemas"]["SupportRequester"];
            tickets: components["schemas"]["SupportTicket"][];
            /**
             * @description The requester's latest identity verification request (none before any)
             * @enum {string}
             */
            verification: "none" | "pending" | "approved" | "rejected";
        };
        /**
         * @description opened: waiting on staff; pending: waiting on the user; solved: answered (the user may rate or reopen); closed: ended by the user or staff
         * @enum {string}
         */
        SupportStatus: "opened" | "pending" | "solved" | "closed";
        SupportThread: {
            /** @description Oldest first */
            messages: components["schemas"]["SupportMessage"][];
            ticket: components["schemas"]["SupportTicket"];
        };
        SupportThreadEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["SupportThread"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        SupportTicket: {
            assignee: components["schemas"]["SupportPerson"] | null;
            category: components["schemas"]["SupportCategory"];
            createdAt: number;
            /** @description When it was solved or closed; null while open */
            endedAt: number | null;
            /** @description Staff only: when the first answer is due (created + 1 h urgent, 4 h high, 24 h normal, 72 h low, on the mock clock) */
            firstAnswerDue?: number;
            /** @description Staff only: when staff first answered the requester (internal notes do not count); null until then */
            firstAnsweredAt?: number | null;
            id: components["schemas"]["SupportTicketId"];
            /** @description Messages the reader can see */
            messageCount: number;
            /** @description The start of the last message the reader can see, on one line */
            preview: string;
            priority?: components["schemas"]["SupportPriority"];
            rating: components["schemas"]["SupportRating"] | null;
            /** @description Until when the user may reopen it (7 days after endedAt); null while open */
            reopenUntil: number | null;
            status: components["schemas"]["SupportStatus"];
            subject: string;
            uid: components["schemas"]["Uid"];
            /** @description For the user: a staff answer not opened yet; for staff: a user message no staff member opened yet */
            unread: boolean;
            /** @description The last message or status change */
            updatedAt: number;
            /** @description The requester */
            userName: string;
        };
        SupportTicketId: string;
        SupportTicketInput: {
            attachments?: components["schemas"]["SupportAttachments"];
            category: components["schemas"]["SupportCategory"];
            /** @description 10–5000 characters besides spaces at either end (422 otherwise) */
            message: string;
            requestId: components["schemas"]["PayClientRequestId"];
            /** @description 3–120 characters besides spaces at either end (422 otherwise) */
            subject: string;
        };
        SupportTicketRef: {
            id: components["schemas"]["SupportTicketId"];
        };
        SupportTicketsEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["SupportTicket"][];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        /**
         * @description A hashtag without its '#' (contracts/rules/tags.ts): 1–40 letters of any language, combining marks, digits or underscores, matched with the `u` flag ("música", "東京", "संगीत"). The server stores and looks tags up lower-cased (toLowerCase) and NFC-normalised, so "#Música" names the tag "música".
         * @example música
         */
        Tag: string;
        TagPostsQuery: {
            page: components["schemas"]["PageNumber"];
            tag: components["schemas"]["Tag"];
        };
        TagRef: {
            tag: components["schemas"]["Tag"];
        };
        TagStats: {
            followers: number;
            isFollowing: boolean;
            posts: number;
            tag: components["schemas"]["Tag"];
        };
        TagStatsEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["TagStats"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        TokenEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: {
                token: string;
            };
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        /** @description A user id */
        Uid: string;
        UidEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: {
                uid: string;
            };
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        UnreadEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: {
                unread: number;
                /** @description How many of `unread` are message notifications (NotificationPage.unreadMessages) */
                unreadMessages?: number;
            };
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        UploadedMedia: {
            contentType: string;
            /** @description Goes into a new post's media */
            key: string;
            kind: components["schemas"]["MediaKind"];
            /** @description Bytes */
            size: number;
            /**
             * Format: uri
             * @description Where the file is served (the content-delivery location)
             */
            url: string;
        };
        UploadedMediaEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["UploadedMedia"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        User: {
            assets: components["schemas"]["Assets"];
            /** @description Chosen country code; empty until onboarding sets it */
            country: string;
            currency: components["schemas"]["CurrencyCode"];
            /** Format: email */
            email: string;
            /**
             * @description The part of `assets` that cannot leave the account yet, by asset: a new account's welcome grant and the
             *     achievement rewards it claims stay held until its owner is verified (then this field goes away). Held
             *     value counts in the balance but no payment, withdrawal, P2P sale, gift card, stake or order may use it
             *     (422 `pay.grantHeld`, or the area's own balance code). Present only while something is held.
             */
            held?: components["schemas"]["Assets"];
            /** @description Staff may use the admin area */
            isStaff: boolean;
            isVerified: boolean;
            playData: components["schemas"]["PlayData"] | null;
            /** @description Friend challenges and rematch offers waiting for the user's answer, newest first (the data of the JSON r frames); present only while at least one is open. The client re-checks its open Accept / Reject dialog against it when the text frame p arrives (a challenge withdrawn, expired or answered). */
            playOffers?: components["schemas"]["PlayOffer"][];
            /** @description The stake the user waits at in the online queue (play/queue); present only while waiting, so a reloaded page shows the wait again. A waiting player with no open websocket for more than 30 s is dropped from the queue. */
            playQueue?: components["schemas"]["StakeLetter"];
            /** @description IANA time zone used for every displayed time */
            timeZone: string;
            /**
             * @description The pending onboarding step; empty when complete
             * @enum {string}
             */
            todo: "" | "profile";
            uid: components["schemas"]["Uid"];
            /** @description Country detected at sign-up */
            userCountry: string;
            /** @description Empty until onboarding sets it */
            userName: string;
        };
        UserEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["User"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        /** @description 3–25 lowercase letters, digits or underscores (spec section 5) */
        UserName: string;
        /** @enum {string} */
        VerificationDocumentType: "passport" | "national_id" | "drivers_license";
        VerificationInput: {
            /** @description YYYY-MM-DD; 18 or older */
            dateOfBirth: string;
            /** @description A photo of the document: the key of an image the person uploaded (uploadMedia). Another person's upload, or a file that is not an image, gets 422. */
            documentImage: string;
            /** @description 5–20 uppercase letters or digits */
            documentNumber: string;
            documentType: components["schemas"]["VerificationDocumentType"];
            /** @description As written on the document; at least 2 characters besides spaces (422 otherwise) */
            legalName: string;
        };
        VerificationRequest: {
            dateOfBirth: string;
            /** @description The last 4 characters of the document number */
            documentEnding: string;
            /** @description The key of the document's photo (staff answers only; media.uploadMedia) */
            documentImage?: string;
            /** @description The full number (staff answers only) */
            documentNumber?: string;
            documentType: components["schemas"]["VerificationDocumentType"];
            id: string;
            legalName: string;
            /** @description Why it was rejected; empty otherwise */
            reason: string;
            reviewedAt: number | null;
            /** @enum {string} */
            status: "pending" | "approved" | "rejected";
            submittedAt: number;
            uid: components["schemas"]["Uid"];
            userName: string;
        };
        VerificationRequestEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["VerificationRequest"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        VerificationRequestsEnvelope: {
            code: components["schemas"]["ApiCode"];
            data: components["schemas"]["VerificationRequest"][];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        VerificationReview: {
            /** @enum {string} */
            decision: "approve" | "reject";
            id: string;
            reason?: string;
        };
    };
    responses: {
        /** @description The request is malformed or a field is invalid */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "error",
                 *       "code": "field.email",
                 *       "params": {
                 *         "field": "email"
                 *       },
                 *       "message": "email: must be a valid email address",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The change conflicts with the current state */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "error",
                 *       "code": "account.userNameTaken",
                 *       "message": "That username is taken",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Signed in but not allowed, or a cloud API key sent to an operation that does not accept keys or outside the key's scopes */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "error",
                 *       "code": "request.forbidden",
                 *       "message": "You do not have access to this",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Nothing with that id or name */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "error",
                 *       "code": "profile.notFound",
                 *       "message": "Profile not found!",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The body is larger than allowed */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "error",
                 *       "code": "request.tooLarge",
                 *       "message": "The request body is too large (the limit is 1 MiB)",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Too many attempts; try again later */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "error",
                 *       "code": "auth.tooManyAttempts",
                 *       "params": {
                 *         "minutes": 1
                 *       },
                 *       "message": "Too many attempts. Try again in 1 min.",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Missing, malformed, unknown or revoked token, or wrong credentials */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "error",
                 *       "code": "auth.signInRequired",
                 *       "message": "Please sign in to continue",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Well-formed but not possible (a stake above the balance, an unknown time zone, a post type without its media) */
        Unprocessable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "error",
                 *       "code": "play.balanceTooLow",
                 *       "message": "Your OSBT balance is too low for this stake",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The body is not JSON */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "error",
                 *       "code": "request.notJson",
                 *       "message": "Send the body as JSON (Content-Type: application/json)",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: {
        /** @description The product's path segment; `app` is the main platform. */
        Product: "app";
    };
    requestBodies: {
        /** @description No payload (an empty object, or no body at all) */
        Empty: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["Empty"];
            };
        };
    };
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    createCommunity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's path segment; `app` is the main platform. */
                product: components["parameters"]["Product"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "lagos_devs",
                 *       "description": "Builders in Lagos"
                 *     }
                 */
                "application/json": components["schemas"]["NewCommunity"];
            };
        };
        responses: {
            /** @description Community created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "inbox.communityCreated",
                     *       "message": "Community created",
                     *       "data": {
                     *         "uid": "c0000000000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["UidEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    inviteToCommunity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's path segment; `app` is the main platform. */
                product: components["parameters"]["Product"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "c": "c0000000000001",
                 *       "uids": [
                 *         "u0000000003"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CommunityInvite"];
            };
        };
        responses: {
            /** @description The community's members after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "inbox.membersAdded",
                     *       "message": "Members added",
                     *       "data": {
                     *         "c": "c0000000000001",
                     *         "members": {
                     *           "u0000000001": "ada",
                     *           "u0000000003": "chidi"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["MembersEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    addContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's path segment; `app` is the main platform. */
                product: components["parameters"]["Product"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "uid": "u0000000002",
                 *       "nid": "ben-1-US-u0000000002"
                 *     }
                 */
                "application/json": components["schemas"]["ContactRef"];
            };
        };
        responses: {
            /** @description The contacts after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "inbox.contactAdded",
                     *       "message": "Contact added",
                     *       "data": {
                     *         "u0000000002": "ben"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ContactsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listContacts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's path segment; `app` is the main platform. */
                product: components["parameters"]["Product"];
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description Contacts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "u0000000002": "ben",
                     *         "u0000000003": "chidi"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ContactsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    removeContacts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's path segment; `app` is the main platform. */
                product: components["parameters"]["Product"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "uids": [
                 *         "u0000000002"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ContactRemoval"];
            };
        };
        responses: {
            /** @description The contacts after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "inbox.contactsRemoved",
                     *       "message": "Contacts removed",
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ContactsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    deleteMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's path segment; `app` is the main platform. */
                product: components["parameters"]["Product"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "c": "ab12cd34ef56",
                 *       "i": "m00000010001"
                 *     }
                 */
                "application/json": components["schemas"]["MessageRef"];
            };
        };
        responses: {
            /** @description The message as it reads now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "inbox.messageDeleted",
                     *       "message": "Message deleted",
                     *       "data": {
                     *         "i": "m00000010001",
                     *         "m": "",
                     *         "s": "d",
                     *         "t": 1795000000000,
                     *         "u": "u0000000001",
                     *         "c": "ab12cd34ef56",
                     *         "d": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    editMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's path segment; `app` is the main platform. */
                product: components["parameters"]["Product"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "c": "ab12cd34ef56",
                 *       "i": "m00000010001",
                 *       "m": "Hello ben!"
                 *     }
                 */
                "application/json": components["schemas"]["MessageEdit"];
            };
        };
        responses: {
            /** @description The message as it reads now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "inbox.messageEdited",
                     *       "message": "Message edited",
                     *       "data": {
                     *         "i": "m00000010001",
                     *         "m": "Hello ben!",
                     *         "s": "d",
                     *         "t": 1795000000000,
                     *         "u": "u0000000001",
                     *         "c": "ab12cd34ef56",
                     *         "e": 1795000060000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's path segment; `app` is the main platform. */
                product: components["parameters"]["Product"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "c": "u0000000002",
                 *       "limit": 50
                 *     }
                 */
                "application/json": components["schemas"]["HistoryQuery"];
            };
        };
        responses: {
            /** @description The conversation and the page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "c": "ab12cd34ef56",
                     *         "type": "chat",
                     *         "name": "ben",
                     *         "nid": "ben-1-US-u0000000002",
                     *         "peer": "u0000000002",
                     *         "description": "",
                     *         "members": 2,
                     *         "mine": false,
                     *         "restricted": false,
                     *         "unread": 0,
                     *         "more": true,
                     *         "messages": [
                     *           {
                     *             "i": "m00000000001",
                     *             "m": "Hello ada",
                     *             "s": "r",
                     *             "t": 1795000000000,
                     *             "u": "u0000000002"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["HistoryEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listInbox: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's path segment; `app` is the main platform. */
                product: components["parameters"]["Product"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["InboxQuery"];
            };
        };
        responses: {
            /** @description A batch (fewer than 20 entries means there is no more) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "ab12cd34ef56": {
                     *           "type": "chat",
                     *           "nid": "ben-1-US-u0000000002",
                     *           "unread": 1,
                     *           "data": {
                     *             "i": "m00000000001",
                     *             "m": "Hello ada",
                     *             "s": "d",
                     *             "t": 1795000000000,
                     *             "u": "u0000000002",
                     *             "c": "ab12cd34ef56",
                     *             "n": "ben"
                     *           }
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["InboxEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's path segment; `app` is the main platform. */
                product: components["parameters"]["Product"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["NotificationQuery"];
            };
        };
        responses: {
            /** @description A page of notifications and the unread count */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "unread": 1,
                     *         "unreadMessages": 0,
                     *         "more": false,
                     *         "items": [
                     *           {
                     *             "id": "n00000000002",
                     *             "type": "mention",
                     *             "text": "ben mentioned you in lagos_devs: hi @ada",
                     *             "u": "u0000000002",
                     *             "n": "ben",
                     *             "where": "lagos_devs",
                     *             "excerpt": "hi @ada",
                     *             "link": "/inbox/ab12cd34ef56gh",
                     *             "t": 1795000000000,
                     *             "read": false
                     *           },
                     *           {
                     *             "id": "n00000000001",
                     *             "type": "challenge",
                     *             "text": "eve challenged you to a game (20 OSBT)",
                     *             "u": "u0000000005",
                     *             "n": "eve",
                     *             "amount": 20,
                     *             "link": "/play",
                     *             "t": 1794999000000,
                     *             "read": true
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["NotificationsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    markNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's path segment; `app` is the main platform. */
                product: components["parameters"]["Product"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "ids": [
                 *         "n00000000001"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["NotificationRead"];
            };
        };
        responses: {
            /** @description The unread count after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "unread": 0,
                     *         "unreadMessages": 0
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["UnreadEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    markRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's path segment; `app` is the main platform. */
                product: components["parameters"]["Product"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "c": "ab12cd34ef56"
                 *     }
                 */
                "application/json": components["schemas"]["ReadQuery"];
            };
        };
        responses: {
            /** @description Read up to `i` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "c": "ab12cd34ef56",
                     *         "i": "m00000000001",
                     *         "unread": 0
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ReadEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    markReceived: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's path segment; `app` is the main platform. */
                product: components["parameters"]["Product"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "c": "ab12cd34ef56",
                 *       "i": "m00000000001"
                 *     }
                 */
                "application/json": components["schemas"]["MessageRef"];
            };
        };
        responses: {
            /** @description The messages that became delivered (none if nothing changed) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "c": "ab12cd34ef56",
                     *         "messages": [
                     *           {
                     *             "i": "m00000000001",
                     *             "m": "Hello ada",
                     *             "s": "d",
                     *             "t": 1795000000000,
                     *             "u": "u0000000002"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ChangedEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    sendMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's path segment; `app` is the main platform. */
                product: components["parameters"]["Product"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "to": "u0000000002",
                 *       "m": "Hello ben",
                 *       "k": "k7f3a9c2d1e"
                 *     }
                 */
                "application/json": components["schemas"]["SendMessage"];
            };
        };
        responses: {
            /** @description The same `k` was sent before; the stored message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "inbox.messageAlreadySent",
                     *       "message": "Already sent",
                     *       "data": {
                     *         "i": "m00000010001",
                     *         "m": "Hello ben",
                     *         "s": "s",
                     *         "t": 1795000000000,
                     *         "u": "u0000000001",
                     *         "c": "ab12cd34ef56",
                     *         "k": "k7f3a9c2d1e"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            /** @description Stored and fanned out */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "inbox.messageSent",
                     *       "message": "Message sent",
                     *       "data": {
                     *         "i": "m00000010001",
                     *         "m": "Hello ben",
                     *         "s": "s",
                     *         "t": 1795000000000,
                     *         "u": "u0000000001",
                     *         "c": "ab12cd34ef56",
                     *         "k": "k7f3a9c2d1e"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    playAction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's path segment; `app` is the main platform. */
                product: components["parameters"]["Product"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "g": "a",
                 *       "u": "u0000000002",
                 *       "n": "ben-1-US-u0000000002"
                 *     }
                 */
                "application/json": components["schemas"]["PlayAction"];
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "play.challengeSent",
                     *       "message": "Challenge sent",
                     *       "data": {
                     *         "i": "g00000001",
                     *         "m": false,
                     *         "p": false,
                     *         "c": true,
                     *         "t": 1795000000000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PlayEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    playMove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's path segment; `app` is the main platform. */
                product: components["parameters"]["Product"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "i": "g00000001",
                 *       "m": "r"
                 *     }
                 */
                "application/json": components["schemas"]["PlayMove"];
            };
        };
        responses: {
            /** @description Move recorded; when both moved the game is settled and m and p are both true */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "play.moved",
                     *       "message": "Move played",
                     *       "data": {
                     *         "i": "g00000001",
                     *         "s": "active",
                     *         "m": true,
                     *         "p": false,
                     *         "c": true,
                     *         "t": 1795000000000,
                     *         "g": "a",
                     *         "u": "u0000000002",
                     *         "n": "ben-1-US-u0000000002",
                     *         "y": "r"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PlayEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    playQueue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's path segment; `app` is the main platform. */
                product: components["parameters"]["Product"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "g": "a"
                 *     }
                 */
                "application/json": components["schemas"]["PlayQueue"];
            };
        };
        responses: {
            /** @description Waiting (data null) or matched (data PlayData) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "play.waiting",
                     *       "message": "Waiting for an opponent",
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["PlayEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    playQueueLeave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's path segment; `app` is the main platform. */
                product: components["parameters"]["Product"];
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description No longer waiting */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "play.queueLeft",
                     *       "message": "You left the queue",
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["NullEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    playRematch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's path segment; `app` is the main platform. */
                product: components["parameters"]["Product"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "i": "g00000001"
                 *     }
                 */
                "application/json": components["schemas"]["PlayRematch"];
            };
        };
        responses: {
            /** @description Rematch offered (pending) or, when the opponent had offered one, started (active) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "play.rematchOffered",
                     *       "message": "Rematch offered",
                     *       "data": {
                     *         "i": "g00000002",
                     *         "s": "pending",
                     *         "m": false,
                     *         "p": false,
                     *         "c": true,
                     *         "t": 1795000000000,
                     *         "g": "a",
                     *         "u": "u0000000002",
                     *         "n": "ben-1-US-u0000000002"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PlayEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    resolvePlay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's path segment; `app` is the main platform. */
                product: components["parameters"]["Product"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "i": "g00000001"
                 *     }
                 */
                "application/json": components["schemas"]["PlayResolve"];
            };
        };
        responses: {
            /** @description Resolved (r is absent when the game was void) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "play.won",
                     *       "message": "You won!",
                     *       "data": {
                     *         "r": "won"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PlayResolveEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    followProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's path segment; `app` is the main platform. */
                product: components["parameters"]["Product"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "uid": "u0000000002"
                 *     }
                 */
                "application/json": components["schemas"]["ProfileRef"];
            };
        };
        responses: {
            /** @description The profile's counts after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "profile.followed",
                     *       "message": "Following",
                     *       "data": {
                     *         "uid": "u0000000002",
                     *         "posts": 12,
                     *         "followers": 5,
                     *         "following": 3,
                     *         "isFollowing": true,
                     *         "isMe": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ProfileStatsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's path segment; `app` is the main platform. */
                product: components["parameters"]["Product"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "userName": "ben"
                 *     }
                 */
                "application/json": components["schemas"]["ProfileQuery"];
            };
        };
        responses: {
            /** @description The profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "uid": "u0000000002",
                     *         "nid": "ben-1-US-u0000000002",
                     *         "userName": "ben",
                     *         "isVerified": true,
                     *         "country": "US",
                     *         "displayName": "Ben Carter",
                     *         "bio": "Trader."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ProfileEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listProfilePosts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's path segment; `app` is the main platform. */
                product: components["parameters"]["Product"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "uid": "u0000000002",
                 *       "page": 1
                 *     }
                 */
                "application/json": components["schemas"]["ProfilePostsQuery"];
            };
        };
        responses: {
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "list": [],
                     *         "page": 1,
                     *         "hasMore": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["FeedEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    searchProfiles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's path segment; `app` is the main platform. */
                product: components["parameters"]["Product"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "text": "be"
                 *     }
                 */
                "application/json": components["schemas"]["ProfileSearch"];
            };
        };
        responses: {
            /** @description The matching profiles */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "list": [
                     *           {
                     *             "uid": "u0000000002",
                     *             "userName": "ben",
                     *             "isVerified": true,
                     *             "country": "US",
                     *             "displayName": "Ben Carter"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ProfileSearchEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getProfileStats: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's path segment; `app` is the main platform. */
                product: components["parameters"]["Product"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "uid": "u0000000002"
                 *     }
                 */
                "application/json": components["schemas"]["ProfileRef"];
            };
        };
        responses: {
            /** @description The counts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "uid": "u0000000002",
                     *         "posts": 12,
                     *         "followers": 4,
                     *         "following": 3,
                     *         "isFollowing": true,
                     *         "isMe": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ProfileStatsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    unfollowProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's path segment; `app` is the main platform. */
                product: components["parameters"]["Product"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "uid": "u0000000002"
                 *     }
                 */
                "application/json": components["schemas"]["ProfileRef"];
            };
        };
        responses: {
            /** @description The profile's counts after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "profile.unfollowed",
                     *       "message": "Unfollowed",
                     *       "data": {
                     *         "uid": "u0000000002",
                     *         "posts": 12,
                     *         "followers": 4,
                     *         "following": 3,
                     *         "isFollowing": false,
                     *         "isMe": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ProfileStatsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    updateAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "userName": "dana",
                 *       "country": "KE",
                 *       "currency": "USD"
                 *     }
                 */
                "application/json": components["schemas"]["AccountUpdate"];
            };
        };
        responses: {
            /** @description Updated user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "account.updated",
                     *       "message": "Update successful!",
                     *       "data": {
                     *         "uid": "u0000000004",
                     *         "userName": "dana",
                     *         "email": "dana@example.com",
                     *         "isVerified": false,
                     *         "isStaff": false,
                     *         "country": "KE",
                     *         "currency": "USD",
                     *         "userCountry": "KE",
                     *         "timeZone": "UTC",
                     *         "assets": {
                     *           "OSBT": 1000
                     *         },
                     *         "playData": null,
                     *         "todo": ""
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["UserEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    accountAddressDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "ad00000001"
                 *     }
                 */
                "application/json": components["schemas"]["AccountAddressRef"];
            };
        };
        responses: {
            /** @description The address book after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "account.addressDeleted",
                     *       "message": "Address deleted",
                     *       "data": []
                     *     }
                     */
                    "application/json": components["schemas"]["AccountAddressesEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    accountAddresses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description The addresses */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": [
                     *         {
                     *           "id": "ad00000001",
                     *           "label": "Home",
                     *           "name": "Ada Obi",
                     *           "line1": "12 Marina Road",
                     *           "line2": "",
                     *           "city": "Lagos",
                     *           "region": "Lagos",
                     *           "postalCode": "101001",
                     *           "country": "NG",
                     *           "phone": "+2348012345678",
                     *           "isDefault": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AccountAddressesEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    accountAddressSave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "label": "Home",
                 *       "name": "Ada Obi",
                 *       "line1": "12 Marina Road",
                 *       "line2": "",
                 *       "city": "Lagos",
                 *       "region": "Lagos",
                 *       "postalCode": "101001",
                 *       "country": "NG",
                 *       "phone": "+2348012345678",
                 *       "isDefault": true
                 *     }
                 */
                "application/json": components["schemas"]["AccountAddressInput"];
            };
        };
        responses: {
            /** @description The address book after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "account.addressSaved",
                     *       "message": "Address saved",
                     *       "data": [
                     *         {
                     *           "id": "ad00000001",
                     *           "label": "Home",
                     *           "name": "Ada Obi",
                     *           "line1": "12 Marina Road",
                     *           "line2": "",
                     *           "city": "Lagos",
                     *           "region": "Lagos",
                     *           "postalCode": "101001",
                     *           "country": "NG",
                     *           "phone": "+2348012345678",
                     *           "isDefault": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AccountAddressesEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    accountAnalytics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "days": 30
                 *     }
                 */
                "application/json": components["schemas"]["AccountAnalyticsQuery"];
            };
        };
        responses: {
            /** @description The numbers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "days": 7,
                     *         "from": 1794395200000,
                     *         "to": 1795000000000,
                     *         "balance": [
                     *           {
                     *             "t": 1794481600000,
                     *             "balance": 5000
                     *           },
                     *           {
                     *             "t": 1795000000000,
                     *             "balance": 5200
                     *           }
                     *         ],
                     *         "flows": [
                     *           {
                     *             "area": "pay",
                     *             "in": 1000,
                     *             "out": 400
                     *           },
                     *           {
                     *             "area": "play",
                     *             "in": 40,
                     *             "out": 20
                     *           }
                     *         ],
                     *         "games": {
                     *           "wins": 1,
                     *           "losses": 0,
                     *           "draws": 0
                     *         },
                     *         "posts": {
                     *           "count": 2,
                     *           "likes": 5,
                     *           "comments": 1
                     *         },
                     *         "followers": {
                     *           "total": 12,
                     *           "gained": 2
                     *         },
                     *         "previous": {
                     *           "from": 1793790400000,
                     *           "to": 1794395200000,
                     *           "balance": 4800,
                     *           "in": 700,
                     *           "out": 500,
                     *           "games": {
                     *             "wins": 0,
                     *             "losses": 1,
                     *             "draws": 0
                     *           },
                     *           "posts": {
                     *             "count": 1,
                     *             "likes": 3,
                     *             "comments": 0
                     *           },
                     *           "gained": 1
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AccountAnalyticsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ada@example.com",
                 *       "password": "password"
                 *     }
                 */
                "application/json": components["schemas"]["Credentials"];
            };
        };
        responses: {
            /** @description Signed in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "auth.signedIn",
                     *       "message": "Signed in successfully",
                     *       "data": {
                     *         "token": "tok_ada_example_0001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["TokenEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description Token revoked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "auth.signedOut",
                     *       "message": "You have been logged out successfully",
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["NullEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    signUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "new.person@example.com",
                 *       "password": "correct-horse-battery"
                 *     }
                 */
                "application/json": components["schemas"]["NewCredentials"];
            };
        };
        responses: {
            /** @description Account created and signed in */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "auth.signedUp",
                     *       "message": "Account created successfully",
                     *       "data": {
                     *         "token": "tok_new_example_0001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["TokenEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    accountAvatarRemove: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description The profile without an uploaded picture */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "account.avatarRemoved",
                     *       "message": "Picture removed",
                     *       "data": {
                     *         "userName": "ada",
                     *         "displayName": "Ada Obi",
                     *         "bio": "",
                     *         "country": "NG",
                     *         "customAvatar": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AccountProfileEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    accountAvatarSet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "key": "up/8f3a2c1d9e7b6a50.png"
                 *     }
                 */
                "application/json": components["schemas"]["AccountAvatarInput"];
            };
        };
        responses: {
            /** @description The profile with its new picture */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "account.avatarSet",
                     *       "message": "Picture updated",
                     *       "data": {
                     *         "userName": "ada",
                     *         "displayName": "Ada Obi",
                     *         "bio": "",
                     *         "country": "NG",
                     *         "customAvatar": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AccountProfileEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getRates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description Rates */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "OSBT": 1,
                     *         "USD": 1,
                     *         "NGN": 1550,
                     *         "GBP": 0.79
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RatesEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description The user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "uid": "u0000000001",
                     *         "userName": "ada",
                     *         "email": "ada@example.com",
                     *         "isVerified": true,
                     *         "isStaff": true,
                     *         "country": "NG",
                     *         "currency": "NGN",
                     *         "userCountry": "NG",
                     *         "timeZone": "Africa/Lagos",
                     *         "assets": {
                     *           "OSBT": 50000
                     *         },
                     *         "playData": null,
                     *         "todo": ""
                     *       },
                     *       "rates": {
                     *         "OSBT": 1,
                     *         "USD": 1,
                     *         "NGN": 1550
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["UserEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    accountPasswordChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currentPassword": "password",
                 *       "newPassword": "n3w-secret"
                 *     }
                 */
                "application/json": components["schemas"]["AccountPasswordChange"];
            };
        };
        responses: {
            /** @description Changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "account.passwordChanged",
                     *       "message": "Password changed",
                     *       "data": {
                     *         "sessionsEnded": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AccountSessionsEndedEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    accountPayout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description The payout account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "bankName": "First Bank",
                     *         "holder": "Ada Obi",
                     *         "accountNumber": "0123456789"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AccountPayoutEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    accountPayoutSave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "bankName": "First Bank",
                 *       "holder": "Ada Obi",
                 *       "accountNumber": "0123456789"
                 *     }
                 */
                "application/json": components["schemas"]["AccountPayoutInput"];
            };
        };
        responses: {
            /** @description The saved payout account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "account.payoutSaved",
                     *       "message": "Payout account saved",
                     *       "data": {
                     *         "bankName": "First Bank",
                     *         "holder": "Ada Obi",
                     *         "accountNumber": "0123456789"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AccountPayoutEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    accountProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description The profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "userName": "ada",
                     *         "displayName": "Ada Obi",
                     *         "bio": "Building things.",
                     *         "country": "NG",
                     *         "customAvatar": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AccountProfileEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    accountProfileUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "displayName": "Ada Obi",
                 *       "bio": "Building things."
                 *     }
                 */
                "application/json": components["schemas"]["AccountProfileUpdate"];
            };
        };
        responses: {
            /** @description The profile after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "account.updated",
                     *       "message": "Update successful!",
                     *       "data": {
                     *         "userName": "ada",
                     *         "displayName": "Ada Obi",
                     *         "bio": "Building things.",
                     *         "country": "NG",
                     *         "customAvatar": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AccountProfileEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    accountRewardsClaim: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "onboarding",
                 *       "requestId": "claim-7f3k2m9q"
                 *     }
                 */
                "application/json": components["schemas"]["AccountRewardClaimInput"];
            };
        };
        responses: {
            /** @description The rewards after the claim */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "account.rewardClaimed",
                     *       "message": "Reward claimed",
                     *       "data": {
                     *         "referralCode": "ADA2K7",
                     *         "referredBy": null,
                     *         "canApplyCode": false,
                     *         "referrals": [],
                     *         "achievements": [
                     *           {
                     *             "id": "onboarding",
                     *             "progress": 1,
                     *             "goal": 1,
                     *             "reward": 50,
                     *             "earned": true,
                     *             "claimedAt": 1795000000000
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AccountRewardsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    accountRewards: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description The rewards */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "referralCode": "ADA2K7",
                     *         "referredBy": null,
                     *         "canApplyCode": false,
                     *         "referrals": [
                     *           {
                     *             "userName": "fela",
                     *             "joinedAt": 1794000000000
                     *           }
                     *         ],
                     *         "achievements": [
                     *           {
                     *             "id": "onboarding",
                     *             "progress": 1,
                     *             "goal": 1,
                     *             "reward": 50,
                     *             "earned": true,
                     *             "claimedAt": null
                     *           },
                     *           {
                     *             "id": "first_post",
                     *             "progress": 0,
                     *             "goal": 1,
                     *             "reward": 25,
                     *             "earned": false,
                     *             "claimedAt": null
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AccountRewardsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    accountRewardsReferral: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "ADA2K7"
                 *     }
                 */
                "application/json": components["schemas"]["AccountReferralInput"];
            };
        };
        responses: {
            /** @description The rewards with the referral recorded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "account.referralRecorded",
                     *       "message": "Invitation recorded",
                     *       "data": {
                     *         "referralCode": "DANA9Q",
                     *         "referredBy": "ada",
                     *         "canApplyCode": false,
                     *         "referrals": [],
                     *         "achievements": []
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AccountRewardsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    accountSessionsRevokeOthers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description How many sessions ended */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "account.sessionsEnded",
                     *       "message": "Other sessions signed out",
                     *       "data": {
                     *         "sessionsEnded": 2
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AccountSessionsEndedEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    accountSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description The settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "notifications": {
                     *           "messages": true,
                     *           "mentions": true,
                     *           "payments": true,
                     *           "games": true,
                     *           "news": false
                     *         },
                     *         "otherSessions": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AccountSettingsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    accountSettingsUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "notifications": {
                 *         "news": true
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["AccountSettingsUpdate"];
            };
        };
        responses: {
            /** @description The settings after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "account.updated",
                     *       "message": "Update successful!",
                     *       "data": {
                     *         "notifications": {
                     *           "messages": true,
                     *           "mentions": true,
                     *           "payments": true,
                     *           "games": true,
                     *           "news": true
                     *         },
                     *         "otherSessions": 0
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AccountSettingsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    supportTicketClose: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "st00000001"
                 *     }
                 */
                "application/json": components["schemas"]["SupportTicketRef"];
            };
        };
        responses: {
            /** @description The ticket and its thread */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "ticket": {
                     *           "id": "st00000003",
                     *           "uid": "u0000000002",
                     *           "userName": "ben",
                     *           "subject": "Can I export my domain's DNS records?",
                     *           "category": "cloud",
                     *           "status": "solved",
                     *           "createdAt": 1795000000000,
                     *           "updatedAt": 1795018000000,
                     *           "endedAt": 1795018000000,
                     *           "reopenUntil": 1795622800000,
                     *           "assignee": {
                     *             "uid": "u0000000001",
                     *             "userName": "ada",
                     *             "staff": true
                     *           },
                     *           "rating": null,
                     *           "unread": false,
                     *           "preview": "Not as a file yet - every record is listed on the manage page.",
                     *           "messageCount": 2
                     *         },
                     *         "messages": [
                     *           {
                     *             "id": "sm00000011",
                     *             "author": {
                     *               "uid": "u0000000002",
                     *               "userName": "ben",
                     *               "staff": false
                     *             },
                     *             "body": "I need all the DNS records of ben-shop.com as a file. Is there an export?",
                     *             "internal": false,
                     *             "attachments": [],
                     *             "t": 1795000000000
                     *           },
                     *           {
                     *             "id": "sm00000012",
                     *             "author": {
                     *               "uid": "u0000000001",
                     *               "userName": "ada",
                     *               "staff": true
                     *             },
                     *             "body": "Not as a file yet - every record is listed on the manage page.",
                     *             "internal": false,
                     *             "attachments": [],
                     *             "t": 1795018000000
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SupportThreadEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    supportTicketCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "requestId": "sup-7f3k2m9q1x",
                 *       "subject": "My top-up has not arrived",
                 *       "category": "pay",
                 *       "message": "I topped up 20 USD an hour ago and my wallet still shows the old balance."
                 *     }
                 */
                "application/json": components["schemas"]["SupportTicketInput"];
            };
        };
        responses: {
            /** @description This request id already opened this ticket (nothing new) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "ticket": {
                     *           "id": "st00000003",
                     *           "uid": "u0000000002",
                     *           "userName": "ben",
                     *           "subject": "Can I export my domain's DNS records?",
                     *           "category": "cloud",
                     *           "status": "solved",
                     *           "createdAt": 1795000000000,
                     *           "updatedAt": 1795018000000,
                     *           "endedAt": 1795018000000,
                     *           "reopenUntil": 1795622800000,
                     *           "assignee": {
                     *             "uid": "u0000000001",
                     *             "userName": "ada",
                     *             "staff": true
                     *           },
                     *           "rating": null,
                     *           "unread": false,
                     *           "preview": "Not as a file yet - every record is listed on the manage page.",
                     *           "messageCount": 2
                     *         },
                     *         "messages": [
                     *           {
                     *             "id": "sm00000011",
                     *             "author": {
                     *               "uid": "u0000000002",
                     *               "userName": "ben",
                     *               "staff": false
                     *             },
                     *             "body": "I need all the DNS records of ben-shop.com as a file. Is there an export?",
                     *             "internal": false,
                     *             "attachments": [],
                     *             "t": 1795000000000
                     *           },
                     *           {
                     *             "id": "sm00000012",
                     *             "author": {
                     *               "uid": "u0000000001",
                     *               "userName": "ada",
                     *               "staff": true
                     *             },
                     *             "body": "Not as a file yet - every record is listed on the manage page.",
                     *             "internal": false,
                     *             "attachments": [],
                     *             "t": 1795018000000
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SupportThreadEnvelope"];
                };
            };
            /** @description The ticket and its thread */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "support.ticketOpened",
                     *       "message": "Ticket opened",
                     *       "data": {
                     *         "ticket": {
                     *           "id": "st00000011",
                     *           "uid": "u0000000003",
                     *           "userName": "chidi",
                     *           "subject": "My top-up has not arrived",
                     *           "category": "pay",
                     *           "status": "opened",
                     *           "createdAt": 1795000000000,
                     *           "updatedAt": 1795000000000,
                     *           "endedAt": null,
                     *           "reopenUntil": null,
                     *           "assignee": null,
                     *           "rating": null,
                     *           "unread": false,
                     *           "preview": "I topped up 20 USD an hour ago and my wallet still shows the old balance.",
                     *           "messageCount": 1
                     *         },
                     *         "messages": [
                     *           {
                     *             "id": "sm00000031",
                     *             "author": {
                     *               "uid": "u0000000003",
                     *               "userName": "chidi",
                     *               "staff": false
                     *             },
                     *             "body": "I topped up 20 USD an hour ago and my wallet still shows the old balance.",
                     *             "internal": false,
                     *             "attachments": [],
                     *             "t": 1795000000000
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SupportThreadEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    supportTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "st00000001"
                 *     }
                 */
                "application/json": components["schemas"]["SupportTicketRef"];
            };
        };
        responses: {
            /** @description The ticket and its thread */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "ticket": {
                     *           "id": "st00000003",
                     *           "uid": "u0000000002",
                     *           "userName": "ben",
                     *           "subject": "Can I export my domain's DNS records?",
                     *           "category": "cloud",
                     *           "status": "solved",
                     *           "createdAt": 1795000000000,
                     *           "updatedAt": 1795018000000,
                     *           "endedAt": 1795018000000,
                     *           "reopenUntil": 1795622800000,
                     *           "assignee": {
                     *             "uid": "u0000000001",
                     *             "userName": "ada",
                     *             "staff": true
                     *           },
                     *           "rating": null,
                     *           "unread": false,
                     *           "preview": "Not as a file yet - every record is listed on the manage page.",
                     *           "messageCount": 2
                     *         },
                     *         "messages": [
                     *           {
                     *             "id": "sm00000011",
                     *             "author": {
                     *               "uid": "u0000000002",
                     *               "userName": "ben",
                     *               "staff": false
                     *             },
                     *             "body": "I need all the DNS records of ben-shop.com as a file. Is there an export?",
                     *             "internal": false,
                     *             "attachments": [],
                     *             "t": 1795000000000
                     *           },
                     *           {
                     *             "id": "sm00000012",
                     *             "author": {
                     *               "uid": "u0000000001",
                     *               "userName": "ada",
                     *               "staff": true
                     *             },
                     *             "body": "Not as a file yet - every record is listed on the manage page.",
                     *             "internal": false,
                     *             "attachments": [],
                     *             "t": 1795018000000
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SupportThreadEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    supportTickets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description My tickets (without their threads) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": []
                     *     }
                     */
                    "application/json": components["schemas"]["SupportTicketsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    supportTicketRate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "st00000002",
                 *       "score": 5,
                 *       "comment": "Quick and clear."
                 *     }
                 */
                "application/json": components["schemas"]["SupportRatingInput"];
            };
        };
        responses: {
            /** @description The ticket and its thread */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "ticket": {
                     *           "id": "st00000003",
                     *           "uid": "u0000000002",
                     *           "userName": "ben",
                     *           "subject": "Can I export my domain's DNS records?",
                     *           "category": "cloud",
                     *           "status": "solved",
                     *           "createdAt": 1795000000000,
                     *           "updatedAt": 1795018000000,
                     *           "endedAt": 1795018000000,
                     *           "reopenUntil": 1795622800000,
                     *           "assignee": {
                     *             "uid": "u0000000001",
                     *             "userName": "ada",
                     *             "staff": true
                     *           },
                     *           "rating": null,
                     *           "unread": false,
                     *           "preview": "Not as a file yet - every record is listed on the manage page.",
                     *           "messageCount": 2
                     *         },
                     *         "messages": [
                     *           {
                     *             "id": "sm00000011",
                     *             "author": {
                     *               "uid": "u0000000002",
                     *               "userName": "ben",
                     *               "staff": false
                     *             },
                     *             "body": "I need all the DNS records of ben-shop.com as a file. Is there an export?",
                     *             "internal": false,
                     *             "attachments": [],
                     *             "t": 1795000000000
                     *           },
                     *           {
                     *             "id": "sm00000012",
                     *             "author": {
                     *               "uid": "u0000000001",
                     *               "userName": "ada",
                     *               "staff": true
                     *             },
                     *             "body": "Not as a file yet - every record is listed on the manage page.",
                     *             "internal": false,
                     *             "attachments": [],
                     *             "t": 1795018000000
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SupportThreadEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    supportTicketReopen: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "st00000002"
                 *     }
                 */
                "application/json": components["schemas"]["SupportTicketRef"];
            };
        };
        responses: {
            /** @description The ticket and its thread */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "ticket": {
                     *           "id": "st00000003",
                     *           "uid": "u0000000002",
                     *           "userName": "ben",
                     *           "subject": "Can I export my domain's DNS records?",
                     *           "category": "cloud",
                     *           "status": "solved",
                     *           "createdAt": 1795000000000,
                     *           "updatedAt": 1795018000000,
                     *           "endedAt": 1795018000000,
                     *           "reopenUntil": 1795622800000,
                     *           "assignee": {
                     *             "uid": "u0000000001",
                     *             "userName": "ada",
                     *             "staff": true
                     *           },
                     *           "rating": null,
                     *           "unread": false,
                     *           "preview": "Not as a file yet - every record is listed on the manage page.",
                     *           "messageCount": 2
                     *         },
                     *         "messages": [
                     *           {
                     *             "id": "sm00000011",
                     *             "author": {
                     *               "uid": "u0000000002",
                     *               "userName": "ben",
                     *               "staff": false
                     *             },
                     *             "body": "I need all the DNS records of ben-shop.com as a file. Is there an export?",
                     *             "internal": false,
                     *             "attachments": [],
                     *             "t": 1795000000000
                     *           },
                     *           {
                     *             "id": "sm00000012",
                     *             "author": {
                     *               "uid": "u0000000001",
                     *               "userName": "ada",
                     *               "staff": true
                     *             },
                     *             "body": "Not as a file yet - every record is listed on the manage page.",
                     *             "internal": false,
                     *             "attachments": [],
                     *             "t": 1795018000000
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SupportThreadEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    supportTicketReply: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "st00000001",
                 *       "message": "Thanks - it arrived now."
                 *     }
                 */
                "application/json": components["schemas"]["SupportReplyInput"];
            };
        };
        responses: {
            /** @description The ticket and its thread */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "ticket": {
                     *           "id": "st00000003",
                     *           "uid": "u0000000002",
                     *           "userName": "ben",
                     *           "subject": "Can I export my domain's DNS records?",
                     *           "category": "cloud",
                     *           "status": "solved",
                     *           "createdAt": 1795000000000,
                     *           "updatedAt": 1795018000000,
                     *           "endedAt": 1795018000000,
                     *           "reopenUntil": 1795622800000,
                     *           "assignee": {
                     *             "uid": "u0000000001",
                     *             "userName": "ada",
                     *             "staff": true
                     *           },
                     *           "rating": null,
                     *           "unread": false,
                     *           "preview": "Not as a file yet - every record is listed on the manage page.",
                     *           "messageCount": 2
                     *         },
                     *         "messages": [
                     *           {
                     *             "id": "sm00000011",
                     *             "author": {
                     *               "uid": "u0000000002",
                     *               "userName": "ben",
                     *               "staff": false
                     *             },
                     *             "body": "I need all the DNS records of ben-shop.com as a file. Is there an export?",
                     *             "internal": false,
                     *             "attachments": [],
                     *             "t": 1795000000000
                     *           },
                     *           {
                     *             "id": "sm00000012",
                     *             "author": {
                     *               "uid": "u0000000001",
                     *               "userName": "ada",
                     *               "staff": true
                     *             },
                     *             "body": "Not as a file yet - every record is listed on the manage page.",
                     *             "internal": false,
                     *             "attachments": [],
                     *             "t": 1795018000000
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SupportThreadEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    accountVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description The status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "status": "none",
                     *         "request": null,
                     *         "limits": {
                     *           "asset": "OSBT",
                     *           "verified": false,
                     *           "kinds": [
                     *             {
                     *               "kind": "send",
                     *               "day": {
                     *                 "limit": 1000,
                     *                 "used": 0
                     *               },
                     *               "month": {
                     *                 "limit": 3000,
                     *                 "used": 0
                     *               }
                     *             },
                     *             {
                     *               "kind": "withdraw",
                     *               "day": {
                     *                 "limit": 500,
                     *                 "used": 0
                     *               },
                     *               "month": {
                     *                 "limit": 1500,
                     *                 "used": 0
                     *               }
                     *             },
                     *             {
                     *               "kind": "p2p",
                     *               "day": {
                     *                 "limit": 1000,
                     *                 "used": 0
                     *               },
                     *               "month": {
                     *                 "limit": 3000,
                     *                 "used": 0
                     *               }
                     *             }
                     *           ]
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AccountVerificationEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    accountVerificationSubmit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "legalName": "Chidi Okeke",
                 *       "dateOfBirth": "1994-05-17",
                 *       "documentType": "passport",
                 *       "documentNumber": "A12345678",
                 *       "documentImage": "m0123456789abcdef.png"
                 *     }
                 */
                "application/json": components["schemas"]["VerificationInput"];
            };
        };
        responses: {
            /** @description Pending review */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "account.verificationSubmitted",
                     *       "message": "Verification submitted",
                     *       "data": {
                     *         "status": "pending",
                     *         "request": {
                     *           "id": "vr00000002",
                     *           "uid": "u0000000003",
                     *           "userName": "chidi",
                     *           "legalName": "Chidi Okeke",
                     *           "dateOfBirth": "1994-05-17",
                     *           "documentType": "passport",
                     *           "documentEnding": "5678",
                     *           "status": "pending",
                     *           "submittedAt": 1795000000000,
                     *           "reviewedAt": null,
                     *           "reason": ""
                     *         },
                     *         "limits": {
                     *           "asset": "OSBT",
                     *           "verified": false,
                     *           "kinds": [
                     *             {
                     *               "kind": "send",
                     *               "day": {
                     *                 "limit": 1000,
                     *                 "used": 0
                     *               },
                     *               "month": {
                     *                 "limit": 3000,
                     *                 "used": 0
                     *               }
                     *             },
                     *             {
                     *               "kind": "withdraw",
                     *               "day": {
                     *                 "limit": 500,
                     *                 "used": 0
                     *               },
                     *               "month": {
                     *                 "limit": 1500,
                     *                 "used": 0
                     *               }
                     *             },
                     *             {
                     *               "kind": "p2p",
                     *               "day": {
                     *                 "limit": 1000,
                     *                 "used": 0
                     *               },
                     *               "month": {
                     *                 "limit": 3000,
                     *                 "used": 0
                     *               }
                     *             }
                     *           ]
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AccountVerificationEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    adminContactMessages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "filter": "new"
                 *     }
                 */
                "application/json": components["schemas"]["AdminContactQuery"];
            };
        };
        responses: {
            /** @description The messages and how many are new */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "new": 1,
                     *         "items": [
                     *           {
                     *             "id": "ct0000000001",
                     *             "name": "Ngozi Okafor",
                     *             "email": "ngozi@example.com",
                     *             "topic": "partnerships",
                     *             "message": "We run 40 shops in Lagos and would like to take OSBT at the till.",
                     *             "receivedAt": 1795000000000,
                     *             "status": "new",
                     *             "account": null,
                     *             "steps": [
                     *               {
                     *                 "step": "received",
                     *                 "by": null,
                     *                 "at": 1795000000000,
                     *                 "text": "",
                     *                 "email": null
                     *               }
                     *             ]
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminContactListEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    adminContactReply: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "ct0000000001",
                 *       "text": "Thanks for writing. Our partnerships team will call you this week."
                 *     }
                 */
                "application/json": components["schemas"]["AdminContactReplyInput"];
            };
        };
        responses: {
            /** @description Sent; the message as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "support.contactReplySent",
                     *       "message": "Reply sent by e-mail",
                     *       "data": {
                     *         "id": "ct0000000001",
                     *         "name": "Ngozi Okafor",
                     *         "email": "ngozi@example.com",
                     *         "topic": "partnerships",
                     *         "message": "We run 40 shops in Lagos and would like to take OSBT at the till.",
                     *         "receivedAt": 1795000000000,
                     *         "status": "answered",
                     *         "account": null,
                     *         "steps": [
                     *           {
                     *             "step": "received",
                     *             "by": null,
                     *             "at": 1795000000000,
                     *             "text": "",
                     *             "email": null
                     *           },
                     *           {
                     *             "step": "replied",
                     *             "by": {
                     *               "uid": "u0000000001",
                     *               "userName": "ada"
                     *             },
                     *             "at": 1795000600000,
                     *             "text": "Thanks for writing. Our partnerships team will call you this week.",
                     *             "email": {
                     *               "id": "em00000001",
                     *               "to": "ngozi@example.com",
                     *               "subject": "Re: your message to OSB (ct0000000001)",
                     *               "status": "queued"
                     *             }
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminContactMessageEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No contact message has that id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "code": "support.contactNotFound",
                     *       "message": "Contact message not found",
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The reply is too short */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "code": "support.contactReplyTooShort",
                     *       "message": "Write a reply of at least 10 characters",
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminContactStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "ct0000000001",
                 *       "status": "answered"
                 *     }
                 */
                "application/json": components["schemas"]["AdminContactStatusInput"];
            };
        };
        responses: {
            /** @description The message as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "support.contactHandled",
                     *       "message": "Marked as handled",
                     *       "data": {
                     *         "id": "ct0000000001",
                     *         "name": "Ngozi Okafor",
                     *         "email": "ngozi@example.com",
                     *         "topic": "partnerships",
                     *         "message": "We run 40 shops in Lagos and would like to take OSBT at the till.",
                     *         "receivedAt": 1795000000000,
                     *         "status": "answered",
                     *         "account": {
                     *           "uid": "u0000000004",
                     *           "userName": "ngozi"
                     *         },
                     *         "steps": [
                     *           {
                     *             "step": "received",
                     *             "by": null,
                     *             "at": 1795000000000,
                     *             "text": "",
                     *             "email": null
                     *           },
                     *           {
                     *             "step": "handled",
                     *             "by": {
                     *               "uid": "u0000000001",
                     *               "userName": "ada"
                     *             },
                     *             "at": 1795000600000,
                     *             "text": "",
                     *             "email": null
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminContactMessageEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No contact message has that id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "code": "support.contactNotFound",
                     *       "message": "Contact message not found",
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The message already has that status */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "code": "support.contactSameStatus",
                     *       "message": "The message already has this status",
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    adminDispute: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "od00000001"
                 *     }
                 */
                "application/json": components["schemas"]["PayP2pOrderRef"];
            };
        };
        responses: {
            /** @description The dispute */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "summary": {
                     *           "id": "od00000001",
                     *           "status": "disputed",
                     *           "asset": "OSBT",
                     *           "amount": 10,
                     *           "fiat": "NGN",
                     *           "fiatAmount": 1550000,
                     *           "buyer": {
                     *             "uid": "u0000000003",
                     *             "userName": "chidi",
                     *             "isVerified": false,
                     *             "country": "GB"
                     *           },
                     *           "seller": {
                     *             "uid": "u0000000002",
                     *             "userName": "ben",
                     *             "isVerified": true,
                     *             "country": "US"
                     *           },
                     *           "reason": "I paid and the seller refuses to release",
                     *           "openedBy": "buyer",
                     *           "openedAt": 1795000800000,
                     *           "decideBy": 1795605600000,
                     *           "evidence": 1,
                     *           "resolution": null
                     *         },
                     *         "price": 155000,
                     *         "method": "bank_transfer",
                     *         "paymentDetails": {
                     *           "bankName": "Chase",
                     *           "accountNumber": "000123456789",
                     *           "accountName": "Ben Carter"
                     *         },
                     *         "createdAt": 1795000000000,
                     *         "paidAt": 1795000100000,
                     *         "evidence": [
                     *           {
                     *             "key": "up/0123456789abcdef.png",
                     *             "by": "buyer",
                     *             "at": 1795000900000
                     *           }
                     *         ],
                     *         "messages": [
                     *           {
                     *             "id": "ms00000001",
                     *             "kind": "system",
                     *             "uid": null,
                     *             "text": "disputed",
                     *             "at": 1795000800000
                     *           }
                     *         ],
                     *         "steps": [
                     *           {
                     *             "step": "opened",
                     *             "role": "buyer",
                     *             "by": {
                     *               "uid": "u0000000003",
                     *               "userName": "chidi",
                     *               "isVerified": false,
                     *               "country": "GB"
                     *             },
                     *             "at": 1795000800000,
                     *             "note": "I paid and the seller refuses to release"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminDisputeEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    adminDisputes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "state": "open"
                 *     }
                 */
                "application/json": components["schemas"]["AdminDisputeQuery"];
            };
        };
        responses: {
            /** @description The disputes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "open": 1,
                     *         "items": [
                     *           {
                     *             "id": "od00000001",
                     *             "status": "disputed",
                     *             "asset": "OSBT",
                     *             "amount": 10,
                     *             "fiat": "NGN",
                     *             "fiatAmount": 1550000,
                     *             "buyer": {
                     *               "uid": "u0000000003",
                     *               "userName": "chidi",
                     *               "isVerified": false,
                     *               "country": "GB"
                     *             },
                     *             "seller": {
                     *               "uid": "u0000000002",
                     *               "userName": "ben",
                     *               "isVerified": true,
                     *               "country": "US"
                     *             },
                     *             "reason": "I paid and the seller refuses to release",
                     *             "openedBy": "buyer",
                     *             "openedAt": 1795000800000,
                     *             "decideBy": 1795605600000,
                     *             "evidence": 1,
                     *             "resolution": null
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminDisputesEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    adminDisputeResolve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "od00000001",
                 *       "outcome": "buyer",
                 *       "reason": "The buyer's bank receipt matches the order and the seller did not answer."
                 *     }
                 */
                "application/json": components["schemas"]["AdminDisputeResolveInput"];
            };
        };
        responses: {
            /** @description The dispute, decided */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "p2p.disputeResolved",
                     *       "message": "Dispute decided",
                     *       "data": {
                     *         "summary": {
                     *           "id": "od00000001",
                     *           "status": "disputed",
                     *           "asset": "OSBT",
                     *           "amount": 10,
                     *           "fiat": "NGN",
                     *           "fiatAmount": 1550000,
                     *           "buyer": {
                     *             "uid": "u0000000003",
                     *             "userName": "chidi",
                     *             "isVerified": false,
                     *             "country": "GB"
                     *           },
                     *           "seller": {
                     *             "uid": "u0000000002",
                     *             "userName": "ben",
                     *             "isVerified": true,
                     *             "country": "US"
                     *           },
                     *           "reason": "I paid and the seller refuses to release",
                     *           "openedBy": "buyer",
                     *           "openedAt": 1795000800000,
                     *           "decideBy": 1795605600000,
                     *           "evidence": 1,
                     *           "resolution": null
                     *         },
                     *         "price": 155000,
                     *         "method": "bank_transfer",
                     *         "paymentDetails": {
                     *           "bankName": "Chase",
                     *           "accountNumber": "000123456789",
                     *           "accountName": "Ben Carter"
                     *         },
                     *         "createdAt": 1795000000000,
                     *         "paidAt": 1795000100000,
                     *         "evidence": [
                     *           {
                     *             "key": "up/0123456789abcdef.png",
                     *             "by": "buyer",
                     *             "at": 1795000900000
                     *           }
                     *         ],
                     *         "messages": [
                     *           {
                     *             "id": "ms00000001",
                     *             "kind": "system",
                     *             "uid": null,
                     *             "text": "disputed",
                     *             "at": 1795000800000
                     *           }
                     *         ],
                     *         "steps": [
                     *           {
                     *             "step": "opened",
                     *             "role": "buyer",
                     *             "by": {
                     *               "uid": "u0000000003",
                     *               "userName": "chidi",
                     *               "isVerified": false,
                     *               "country": "GB"
                     *             },
                     *             "at": 1795000800000,
                     *             "note": "I paid and the seller refuses to release"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminDisputeEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    adminOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "days": 7
                 *     }
                 */
                "application/json": components["schemas"]["AdminOverviewQuery"];
            };
        };
        responses: {
            /** @description The overview */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "days": 7,
                     *         "from": 1794480000000,
                     *         "to": 1795000000000,
                     *         "people": {
                     *           "total": 14,
                     *           "verified": 6,
                     *           "onboarding": 1,
                     *           "joined": 2,
                     *           "online": 3
                     *         },
                     *         "queues": [
                     *           {
                     *             "queue": "verifications",
                     *             "waiting": 2,
                     *             "oldestAt": 1794900000000
                     *           }
                     *         ],
                     *         "osbt": {
                     *           "held": 2450000,
                     *           "escrow": 12000,
                     *           "fees": 3100,
                     *           "moved": 48200,
                     *           "transfers": 31
                     *         },
                     *         "daily": [
                     *           {
                     *             "day": "2026-11-18",
                     *             "joined": 0,
                     *             "posts": 3,
                     *             "moved": 5200
                     *           }
                     *         ],
                     *         "recent": [
                     *           {
                     *             "uid": "u0000000014",
                     *             "userName": null,
                     *             "country": null,
                     *             "isVerified": false,
                     *             "createdAt": 1794990000000
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminOverviewEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    adminReportAction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "targetType": "post",
                 *       "targetId": "p0000000297",
                 *       "action": "suspend",
                 *       "days": 3,
                 *       "note": "Repeated spam"
                 *     }
                 */
                "application/json": components["schemas"]["AdminReportAction"];
            };
        };
        responses: {
            /** @description Author suspended for 3 days */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "Author suspended for 3 days",
                     *       "data": {
                     *         "targetType": "post",
                     *         "targetId": "p0000000297",
                     *         "status": "closed",
                     *         "count": 2,
                     *         "reasons": [
                     *           {
                     *             "reason": "spam",
                     *             "count": 2
                     *           }
                     *         ],
                     *         "firstAt": 1795000000000,
                     *         "lastAt": 1795000300000,
                     *         "preview": {
                     *           "available": true,
                     *           "author": {
                     *             "uid": "u0000000003",
                     *             "userName": "chidi",
                     *             "isVerified": false,
                     *             "country": "GB"
                     *           },
                     *           "postType": "Text",
                     *           "text": "Buy followers at cheap-followers.example",
                     *           "media": [],
                     *           "postId": "p0000000297",
                     *           "chat": null
                     *         },
                     *         "reports": [
                     *           {
                     *             "id": "rp00000001",
                     *             "reporter": {
                     *               "uid": "u0000000002",
                     *               "userName": "ben"
                     *             },
                     *             "reason": "spam",
                     *             "details": "Same link posted ten times",
                     *             "createdAt": 1795000000000
                     *           }
                     *         ],
                     *         "author": {
                     *           "warnings": 0,
                     *           "suspendedUntil": null
                     *         },
                     *         "actions": [
                     *           {
                     *             "id": "ma00000001",
                     *             "action": "suspend",
                     *             "targetType": "post",
                     *             "targetId": "p0000000297",
                     *             "author": {
                     *               "uid": "u0000000003",
                     *               "userName": "chidi"
                     *             },
                     *             "by": {
                     *               "uid": "u0000000001",
                     *               "userName": "ada"
                     *             },
                     *             "at": 1795000600000,
                     *             "days": 3,
                     *             "until": 1795259800000,
                     *             "note": "Repeated spam",
                     *             "reports": 2
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ReportCaseEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    adminReportAudit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": [
                     *         {
                     *           "id": "ma00000001",
                     *           "action": "suspend",
                     *           "targetType": "post",
                     *           "targetId": "p0000000297",
                     *           "author": {
                     *             "uid": "u0000000003",
                     *             "userName": "chidi"
                     *           },
                     *           "by": {
                     *             "uid": "u0000000001",
                     *             "userName": "ada"
                     *           },
                     *           "at": 1795000600000,
                     *           "days": 3,
                     *           "until": 1795259800000,
                     *           "note": "Repeated spam",
                     *           "reports": 2
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ModerationActionsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    adminLiftSuspension: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "uid": "u0000000003",
                 *       "note": "Appeal accepted"
                 *     }
                 */
                "application/json": components["schemas"]["AdminLiftSuspension"];
            };
        };
        responses: {
            /** @description Suspension lifted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "admin.suspensionLifted",
                     *       "message": "Suspension lifted",
                     *       "data": {
                     *         "id": "ma00000002",
                     *         "action": "lift",
                     *         "targetType": "profile",
                     *         "targetId": "u0000000003",
                     *         "author": {
                     *           "uid": "u0000000003",
                     *           "userName": "chidi"
                     *         },
                     *         "by": {
                     *           "uid": "u0000000001",
                     *           "userName": "ada"
                     *         },
                     *         "at": 1795100000000,
                     *         "days": null,
                     *         "until": 1795259800000,
                     *         "note": "Appeal accepted",
                     *         "reports": 0
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ModerationActionEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    adminReports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "open"
                 *     }
                 */
                "application/json": components["schemas"]["AdminReportQuery"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": [
                     *         {
                     *           "targetType": "post",
                     *           "targetId": "p0000000297",
                     *           "status": "open",
                     *           "count": 2,
                     *           "reasons": [
                     *             {
                     *               "reason": "spam",
                     *               "count": 2
                     *             }
                     *           ],
                     *           "firstAt": 1795000000000,
                     *           "lastAt": 1795000300000,
                     *           "preview": {
                     *             "available": true,
                     *             "author": {
                     *               "uid": "u0000000003",
                     *               "userName": "chidi",
                     *               "isVerified": false,
                     *               "country": "GB"
                     *             },
                     *             "postType": "Text",
                     *             "text": "Buy followers at cheap-followers.example",
                     *             "media": [],
                     *             "postId": "p0000000297",
                     *             "chat": null
                     *           },
                     *           "reports": [
                     *             {
                     *               "id": "rp00000001",
                     *               "reporter": {
                     *                 "uid": "u0000000002",
                     *                 "userName": "ben"
                     *               },
                     *               "reason": "spam",
                     *               "details": "Same link posted ten times",
                     *               "createdAt": 1795000000000
                     *             }
                     *           ],
                     *           "author": {
                     *             "warnings": 0,
                     *             "suspendedUntil": null
                     *           },
                     *           "actions": []
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ReportCasesEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    adminLiftRestriction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "c": "k0000000000001",
                 *       "note": "The creator removed the scam posts"
                 *     }
                 */
                "application/json": components["schemas"]["AdminLiftRestriction"];
            };
        };
        responses: {
            /** @description Restriction lifted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "admin.restrictionLifted",
                     *       "message": "Restriction lifted",
                     *       "data": {
                     *         "id": "ma00000003",
                     *         "action": "unrestrict",
                     *         "targetType": "community",
                     *         "targetId": "k0000000000001",
                     *         "author": {
                     *           "uid": "u0000000003",
                     *           "userName": "chidi"
                     *         },
                     *         "by": {
                     *           "uid": "u0000000001",
                     *           "userName": "ada"
                     *         },
                     *         "at": 1795100000000,
                     *         "days": null,
                     *         "until": null,
                     *         "note": "The creator removed the scam posts",
                     *         "reports": 0
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ModerationActionEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The community is not restricted */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "code": "admin.notRestricted",
                     *       "message": "This community is not restricted",
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": [
                     *         {
                     *           "uid": "u0000000001",
                     *           "userName": "ada"
                     *         },
                     *         {
                     *           "uid": "u0000000011",
                     *           "userName": "kemi"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["StaffMembersEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    adminSupportAssign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "st00000001",
                 *       "assign": true
                 *     }
                 */
                "application/json": components["schemas"]["AdminSupportAssignInput"];
            };
        };
        responses: {
            /** @description The ticket and its thread */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "ticket": {
                     *           "id": "st00000003",
                     *           "uid": "u0000000002",
                     *           "userName": "ben",
                     *           "subject": "Can I export my domain's DNS records?",
                     *           "category": "cloud",
                     *           "status": "solved",
                     *           "createdAt": 1795000000000,
                     *           "updatedAt": 1795018000000,
                     *           "endedAt": 1795018000000,
                     *           "reopenUntil": 1795622800000,
                     *           "assignee": {
                     *             "uid": "u0000000001",
                     *             "userName": "ada",
                     *             "staff": true
                     *           },
                     *           "rating": null,
                     *           "unread": false,
                     *           "preview": "Not as a file yet - every record is listed on the manage page.",
                     *           "messageCount": 2
                     *         },
                     *         "messages": [
                     *           {
                     *             "id": "sm00000011",
                     *             "author": {
                     *               "uid": "u0000000002",
                     *               "userName": "ben",
                     *               "staff": false
                     *             },
                     *             "body": "I need all the DNS records of ben-shop.com as a file. Is there an export?",
                     *             "internal": false,
                     *             "attachments": [],
                     *             "t": 1795000000000
                     *           },
                     *           {
                     *             "id": "sm00000012",
                     *             "author": {
                     *               "uid": "u0000000001",
                     *               "userName": "ada",
                     *               "staff": true
                     *             },
                     *             "body": "Not as a file yet - every record is listed on the manage page.",
                     *             "internal": false,
                     *             "attachments": [],
                     *             "t": 1795018000000
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SupportThreadEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    adminSupportTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "st00000001"
                 *     }
                 */
                "application/json": components["schemas"]["SupportTicketRef"];
            };
        };
        responses: {
            /** @description The ticket and its thread */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "ticket": {
                     *           "id": "st00000003",
                     *           "uid": "u0000000002",
                     *           "userName": "ben",
                     *           "subject": "Can I export my domain's DNS records?",
                     *           "category": "cloud",
                     *           "status": "solved",
                     *           "createdAt": 1795000000000,
                     *           "updatedAt": 1795018000000,
                     *           "endedAt": 1795018000000,
                     *           "reopenUntil": 1795622800000,
                     *           "assignee": {
                     *             "uid": "u0000000001",
                     *             "userName": "ada",
                     *             "staff": true
                     *           },
                     *           "rating": null,
                     *           "unread": false,
                     *           "preview": "Not as a file yet - every record is listed on the manage page.",
                     *           "messageCount": 2
                     *         },
                     *         "messages": [
                     *           {
                     *             "id": "sm00000011",
                     *             "author": {
                     *               "uid": "u0000000002",
                     *               "userName": "ben",
                     *               "staff": false
                     *             },
                     *             "body": "I need all the DNS records of ben-shop.com as a file. Is there an export?",
                     *             "internal": false,
                     *             "attachments": [],
                     *             "t": 1795000000000
                     *           },
                     *           {
                     *             "id": "sm00000012",
                     *             "author": {
                     *               "uid": "u0000000001",
                     *               "userName": "ada",
                     *               "staff": true
                     *             },
                     *             "body": "Not as a file yet - every record is listed on the manage page.",
                     *             "internal": false,
                     *             "attachments": [],
                     *             "t": 1795018000000
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SupportThreadEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    adminSupportTickets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "filter": "open",
                 *       "query": "top-up",
                 *       "sort": "newest"
                 *     }
                 */
                "application/json": components["schemas"]["AdminSupportQuery"];
            };
        };
        responses: {
            /** @description The tickets (without their threads) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": []
                     *     }
                     */
                    "application/json": components["schemas"]["SupportTicketsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    adminSupportPresence: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "st00000001",
                 *       "state": "typing"
                 *     }
                 */
                "application/json": components["schemas"]["SupportPresenceInput"];
            };
        };
        responses: {
            /** @description The other staff on the ticket */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": [
                     *         {
                     *           "uid": "u0000000011",
                     *           "userName": "kemi",
                     *           "state": "typing",
                     *           "since": 1795000000000
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SupportPresenceEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    adminSupportPriority: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "st00000001",
                 *       "priority": "urgent"
                 *     }
                 */
                "application/json": components["schemas"]["AdminSupportPriorityInput"];
            };
        };
        responses: {
            /** @description The ticket and its thread */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "support.priorityChanged",
                     *       "message": "Priority changed",
                     *       "data": {
                     *         "ticket": {
                     *           "id": "st00000001",
                     *           "uid": "u0000000002",
                     *           "userName": "ben",
                     *           "subject": "Top-up not showing",
                     *           "category": "pay",
                     *           "status": "opened",
                     *           "createdAt": 1795000000000,
                     *           "updatedAt": 1795000000000,
                     *           "endedAt": null,
                     *           "reopenUntil": null,
                     *           "assignee": null,
                     *           "rating": null,
                     *           "unread": true,
                     *           "preview": "I topped up 50 USD an hour ago and my balance has not changed.",
                     *           "messageCount": 1,
                     *           "priority": "urgent",
                     *           "firstAnswerDue": 1795003600000,
                     *           "firstAnsweredAt": null
                     *         },
                     *         "messages": [
                     *           {
                     *             "id": "sm00000001",
                     *             "author": {
                     *               "uid": "u0000000002",
                     *               "userName": "ben",
                     *               "staff": false
                     *             },
                     *             "body": "I topped up 50 USD an hour ago and my balance has not changed.",
                     *             "internal": false,
                     *             "attachments": [],
                     *             "t": 1795000000000
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SupportThreadEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    adminSupportSavedReplyCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Top-up delay",
                 *       "body": "Hi {name}, card top-ups can take up to 30 minutes to show."
                 *     }
                 */
                "application/json": components["schemas"]["SavedReplyInput"];
            };
        };
        responses: {
            /** @description The saved reply */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "support.savedReplyCreated",
                     *       "message": "Saved reply created",
                     *       "data": {
                     *         "id": "sr00000001",
                     *         "title": "Top-up delay",
                     *         "body": "Hi {name}, card top-ups can take up to 30 minutes to show.",
                     *         "createdBy": {
                     *           "uid": "u0000000001",
                     *           "userName": "ada",
                     *           "staff": true
                     *         },
                     *         "updatedAt": 1795000000000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SavedReplyEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    adminSupportSavedReplyDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "sr00000001"
                 *     }
                 */
                "application/json": components["schemas"]["SavedReplyRef"];
            };
        };
        responses: {
            /** @description The deleted saved reply */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "support.savedReplyDeleted",
                     *       "message": "Saved reply deleted",
                     *       "data": {
                     *         "id": "sr00000001",
                     *         "title": "Top-up delay",
                     *         "body": "Hi {name}, card top-ups can take up to 30 minutes to show.",
                     *         "createdBy": {
                     *           "uid": "u0000000001",
                     *           "userName": "ada",
                     *           "staff": true
                     *         },
                     *         "updatedAt": 1795000000000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SavedReplyEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    adminSupportSavedReplies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description Every saved reply, sorted by title without case */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": [
                     *         {
                     *           "id": "sr00000001",
                     *           "title": "Top-up delay",
                     *           "body": "Hi {name}, card top-ups can take up to 30 minutes to show.",
                     *           "createdBy": {
                     *             "uid": "u0000000001",
                     *             "userName": "ada",
                     *             "staff": true
                     *           },
                     *           "updatedAt": 1795000000000
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SavedRepliesEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    adminSupportSavedReplyUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "sr00000001",
                 *       "title": "Top-up delay",
                 *       "body": "Hi {name}, card top-ups can take up to an hour to show."
                 *     }
                 */
                "application/json": components["schemas"]["SavedReplyUpdateInput"];
            };
        };
        responses: {
            /** @description The saved reply as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "support.savedReplyUpdated",
                     *       "message": "Saved reply updated",
                     *       "data": {
                     *         "id": "sr00000001",
                     *         "title": "Top-up delay",
                     *         "body": "Hi {name}, card top-ups can take up to 30 minutes to show.",
                     *         "createdBy": {
                     *           "uid": "u0000000001",
                     *           "userName": "ada",
                     *           "staff": true
                     *         },
                     *         "updatedAt": 1795000000000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SavedReplyEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    adminSupportReply: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "st00000001",
                 *       "message": "We found your top-up; it is in your wallet now.",
                 *       "status": "solved"
                 *     }
                 */
                "application/json": components["schemas"]["AdminSupportReplyInput"];
            };
        };
        responses: {
            /** @description The ticket and its thread */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "ticket": {
                     *           "id": "st00000003",
                     *           "uid": "u0000000002",
                     *           "userName": "ben",
                     *           "subject": "Can I export my domain's DNS records?",
                     *           "category": "cloud",
                     *           "status": "solved",
                     *           "createdAt": 1795000000000,
                     *           "updatedAt": 1795018000000,
                     *           "endedAt": 1795018000000,
                     *           "reopenUntil": 1795622800000,
                     *           "assignee": {
                     *             "uid": "u0000000001",
                     *             "userName": "ada",
                     *             "staff": true
                     *           },
                     *           "rating": null,
                     *           "unread": false,
                     *           "preview": "Not as a file yet - every record is listed on the manage page.",
                     *           "messageCount": 2
                     *         },
                     *         "messages": [
                     *           {
                     *             "id": "sm00000011",
                     *             "author": {
                     *               "uid": "u0000000002",
                     *               "userName": "ben",
                     *               "staff": false
                     *             },
                     *             "body": "I need all the DNS records of ben-shop.com as a file. Is there an export?",
                     *             "internal": false,
                     *             "attachments": [],
                     *             "t": 1795000000000
                     *           },
                     *           {
                     *             "id": "sm00000012",
                     *             "author": {
                     *               "uid": "u0000000001",
                     *               "userName": "ada",
                     *               "staff": true
                     *             },
                     *             "body": "Not as a file yet - every record is listed on the manage page.",
                     *             "internal": false,
                     *             "attachments": [],
                     *             "t": 1795018000000
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SupportThreadEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    adminSupportStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "st00000001",
                 *       "status": "solved"
                 *     }
                 */
                "application/json": components["schemas"]["AdminSupportStatusInput"];
            };
        };
        responses: {
            /** @description The ticket and its thread */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "ticket": {
                     *           "id": "st00000003",
                     *           "uid": "u0000000002",
                     *           "userName": "ben",
                     *           "subject": "Can I export my domain's DNS records?",
                     *           "category": "cloud",
                     *           "status": "solved",
                     *           "createdAt": 1795000000000,
                     *           "updatedAt": 1795018000000,
                     *           "endedAt": 1795018000000,
                     *           "reopenUntil": 1795622800000,
                     *           "assignee": {
                     *             "uid": "u0000000001",
                     *             "userName": "ada",
                     *             "staff": true
                     *           },
                     *           "rating": null,
                     *           "unread": false,
                     *           "preview": "Not as a file yet - every record is listed on the manage page.",
                     *           "messageCount": 2
                     *         },
                     *         "messages": [
                     *           {
                     *             "id": "sm00000011",
                     *             "author": {
                     *               "uid": "u0000000002",
                     *               "userName": "ben",
                     *               "staff": false
                     *             },
                     *             "body": "I need all the DNS records of ben-shop.com as a file. Is there an export?",
                     *             "internal": false,
                     *             "attachments": [],
                     *             "t": 1795000000000
                     *           },
                     *           {
                     *             "id": "sm00000012",
                     *             "author": {
                     *               "uid": "u0000000001",
                     *               "userName": "ada",
                     *               "staff": true
                     *             },
                     *             "body": "Not as a file yet - every record is listed on the manage page.",
                     *             "internal": false,
                     *             "attachments": [],
                     *             "t": 1795018000000
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SupportThreadEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    adminSupportUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "uid": "u0000000002"
                 *     }
                 */
                "application/json": components["schemas"]["AdminSupportUserQuery"];
            };
        };
        responses: {
            /** @description The requester and their tickets */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "requester": {
                     *           "uid": "u0000000002",
                     *           "userName": "ben",
                     *           "isVerified": true,
                     *           "country": "US",
                     *           "memberSince": 1790000000000
                     *         },
                     *         "verification": "approved",
                     *         "payments": [
                     *           {
                     *             "id": "mv00000012",
                     *             "type": "send",
                     *             "direction": "out",
                     *             "status": "completed",
                     *             "asset": "OSBT",
                     *             "precision": 0,
                     *             "amount": 1000,
                     *             "createdAt": 1795000000000
                     *           }
                     *         ],
                     *         "orders": [
                     *           {
                     *             "id": "mo00000003",
                     *             "status": "delivered",
                     *             "items": 2,
                     *             "total": 3400,
                     *             "createdAt": 1794900000000
                     *           }
                     *         ],
                     *         "tickets": [
                     *           {
                     *             "id": "st00000003",
                     *             "uid": "u0000000002",
                     *             "userName": "ben",
                     *             "subject": "Can I export my domain's DNS records?",
                     *             "category": "cloud",
                     *             "status": "solved",
                     *             "createdAt": 1795000000000,
                     *             "updatedAt": 1795018000000,
                     *             "endedAt": 1795018000000,
                     *             "reopenUntil": 1795622800000,
                     *             "assignee": {
                     *               "uid": "u0000000001",
                     *               "userName": "ada",
                     *               "staff": true
                     *             },
                     *             "rating": null,
                     *             "unread": false,
                     *             "preview": "Not as a file yet - every record is listed on the manage page.",
                     *             "messageCount": 2
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SupportRequesterEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    adminTaskAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Review the flagged sellers",
                 *       "details": "Three sellers were reported for scams this week.",
                 *       "priority": "high",
                 *       "dueDate": "2026-11-30",
                 *       "assignee": "u0000000011"
                 *     }
                 */
                "application/json": components["schemas"]["AdminTaskInput"];
            };
        };
        responses: {
            /** @description Task created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "admin.taskCreated",
                     *       "message": "Task created",
                     *       "data": {
                     *         "id": "tk00000001",
                     *         "title": "Review the flagged sellers",
                     *         "details": "Three sellers were reported for scams this week.",
                     *         "priority": "high",
                     *         "status": "open",
                     *         "dueDate": "2026-11-30",
                     *         "overdue": false,
                     *         "assignee": {
                     *           "uid": "u0000000011",
                     *           "userName": "kemi"
                     *         },
                     *         "createdBy": {
                     *           "uid": "u0000000001",
                     *           "userName": "ada"
                     *         },
                     *         "createdAt": 1795000000000,
                     *         "updatedAt": 1795000000000,
                     *         "comments": []
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminTaskEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    adminTaskComment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "tk00000001",
                 *       "text": "Start with the oldest report"
                 *     }
                 */
                "application/json": components["schemas"]["AdminTaskCommentInput"];
            };
        };
        responses: {
            /** @description Comment added */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "admin.commentAdded",
                     *       "message": "Comment added",
                     *       "data": {
                     *         "id": "tk00000001",
                     *         "title": "Review the flagged sellers",
                     *         "details": "Three sellers were reported for scams this week.",
                     *         "priority": "high",
                     *         "status": "open",
                     *         "dueDate": "2026-11-30",
                     *         "overdue": false,
                     *         "assignee": {
                     *           "uid": "u0000000011",
                     *           "userName": "kemi"
                     *         },
                     *         "createdBy": {
                     *           "uid": "u0000000001",
                     *           "userName": "ada"
                     *         },
                     *         "createdAt": 1795000000000,
                     *         "updatedAt": 1795000000000,
                     *         "comments": [
                     *           {
                     *             "id": "tc00000001",
                     *             "author": {
                     *               "uid": "u0000000001",
                     *               "userName": "ada"
                     *             },
                     *             "text": "Start with the oldest report",
                     *             "createdAt": 1795000100000
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminTaskEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    adminTaskDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "tk00000001"
                 *     }
                 */
                "application/json": components["schemas"]["AdminTaskRef"];
            };
        };
        responses: {
            /** @description Task deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "admin.taskDeleted",
                     *       "message": "Task deleted",
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["NullEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    adminTasks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "filter": "mine"
                 *     }
                 */
                "application/json": components["schemas"]["AdminTaskQuery"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": [
                     *         {
                     *           "id": "tk00000001",
                     *           "title": "Review the flagged sellers",
                     *           "details": "Three sellers were reported for scams this week.",
                     *           "priority": "high",
                     *           "status": "open",
                     *           "dueDate": "2026-11-30",
                     *           "overdue": false,
                     *           "assignee": {
                     *             "uid": "u0000000011",
                     *             "userName": "kemi"
                     *           },
                     *           "createdBy": {
                     *             "uid": "u0000000001",
                     *             "userName": "ada"
                     *           },
                     *           "createdAt": 1795000000000,
                     *           "updatedAt": 1795000000000,
                     *           "comments": [
                     *             {
                     *               "id": "tc00000001",
                     *               "author": {
                     *                 "uid": "u0000000001",
                     *                 "userName": "ada"
                     *               },
                     *               "text": "Start with the oldest report",
                     *               "createdAt": 1795000100000
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AdminTasksEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    adminTaskUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "tk00000001",
                 *       "status": "in_progress"
                 *     }
                 */
                "application/json": components["schemas"]["AdminTaskUpdate"];
            };
        };
        responses: {
            /** @description Task updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "admin.taskUpdated",
                     *       "message": "Task updated",
                     *       "data": {
                     *         "id": "tk00000001",
                     *         "title": "Review the flagged sellers",
                     *         "details": "Three sellers were reported for scams this week.",
                     *         "priority": "high",
                     *         "status": "in_progress",
                     *         "dueDate": "2026-11-30",
                     *         "overdue": false,
                     *         "assignee": {
                     *           "uid": "u0000000011",
                     *           "userName": "kemi"
                     *         },
                     *         "createdBy": {
                     *           "uid": "u0000000001",
                     *           "userName": "ada"
                     *         },
                     *         "createdAt": 1795000000000,
                     *         "updatedAt": 1795000000000,
                     *         "comments": [
                     *           {
                     *             "id": "tc00000001",
                     *             "author": {
                     *               "uid": "u0000000001",
                     *               "userName": "ada"
                     *             },
                     *             "text": "Start with the oldest report",
                     *             "createdAt": 1795000100000
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminTaskEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    adminAssetDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "as00000001"
                 *     }
                 */
                "application/json": components["schemas"]["AdminAssetRef"];
            };
        };
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "admin.fileDeleted",
                     *       "message": "Deleted",
                     *       "data": {
                     *         "id": "as00000001",
                     *         "name": "banner.png",
                     *         "kind": "image",
                     *         "contentType": "image/png",
                     *         "size": 48213,
                     *         "url": "http://localhost:4000/cdn/a/as00000001.png",
                     *         "uploader": {
                     *           "uid": "u0000000001",
                     *           "userName": "ada"
                     *         },
                     *         "createdAt": 1795000000000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminAssetEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    adminUpload: {
        parameters: {
            query?: {
                /** @example banner.png */
                name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": components["schemas"]["MediaFile"];
                "application/pdf": components["schemas"]["MediaFile"];
                "image/gif": components["schemas"]["MediaFile"];
                "image/jpeg": components["schemas"]["MediaFile"];
                "image/png": components["schemas"]["MediaFile"];
                "image/webp": components["schemas"]["MediaFile"];
                "video/mp4": components["schemas"]["MediaFile"];
                "video/webm": components["schemas"]["MediaFile"];
            };
        };
        responses: {
            /** @description Stored */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "admin.fileUploaded",
                     *       "message": "Uploaded",
                     *       "data": {
                     *         "id": "as00000001",
                     *         "name": "banner.png",
                     *         "kind": "image",
                     *         "contentType": "image/png",
                     *         "size": 48213,
                     *         "url": "http://localhost:4000/cdn/a/as00000001.png",
                     *         "uploader": {
                     *           "uid": "u0000000001",
                     *           "userName": "ada"
                     *         },
                     *         "createdAt": 1795000000000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminAssetEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    adminAssets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "kind": "image"
                 *     }
                 */
                "application/json": components["schemas"]["AdminAssetQuery"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": [
                     *         {
                     *           "id": "as00000001",
                     *           "name": "banner.png",
                     *           "kind": "image",
                     *           "contentType": "image/png",
                     *           "size": 48213,
                     *           "url": "http://localhost:4000/cdn/a/as00000001.png",
                     *           "uploader": {
                     *             "uid": "u0000000001",
                     *             "userName": "ada"
                     *           },
                     *           "createdAt": 1795000000000
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AdminAssetsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    adminAssetRename: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "as00000001",
                 *       "name": "home-banner.png"
                 *     }
                 */
                "application/json": components["schemas"]["AdminAssetRename"];
            };
        };
        responses: {
            /** @description Renamed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "admin.fileRenamed",
                     *       "message": "Renamed",
                     *       "data": {
                     *         "id": "as00000001",
                     *         "name": "home-banner.png",
                     *         "kind": "image",
                     *         "contentType": "image/png",
                     *         "size": 48213,
                     *         "url": "http://localhost:4000/cdn/a/as00000001.png",
                     *         "uploader": {
                     *           "uid": "u0000000001",
                     *           "userName": "ada"
                     *         },
                     *         "createdAt": 1795000000000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminAssetEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    adminVerifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "pending"
                 *     }
                 */
                "application/json": components["schemas"]["AdminVerificationQuery"];
            };
        };
        responses: {
            /** @description The requests, with the full document number */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": []
                     *     }
                     */
                    "application/json": components["schemas"]["VerificationRequestsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    adminVerificationReview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "vr00000001",
                 *       "decision": "approve"
                 *     }
                 */
                "application/json": components["schemas"]["VerificationReview"];
            };
        };
        responses: {
            /** @description The reviewed request */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "admin.verificationApproved",
                     *       "message": "Verification approved",
                     *       "data": {
                     *         "id": "vr00000001",
                     *         "uid": "u0000000007",
                     *         "userName": "gina",
                     *         "legalName": "Gina Okafor",
                     *         "dateOfBirth": "1990-02-11",
                     *         "documentType": "national_id",
                     *         "documentEnding": "4821",
                     *         "documentNumber": "NIN90214821",
                     *         "status": "approved",
                     *         "submittedAt": 1795000000000,
                     *         "reviewedAt": 1795000100000,
                     *         "reason": ""
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["VerificationRequestEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "feed": "forYou",
                 *       "page": 1
                 *     }
                 */
                "application/json": components["schemas"]["FeedQuery"];
            };
        };
        responses: {
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "list": [
                     *           {
                     *             "id": "p0000000300",
                     *             "author": {
                     *               "uid": "u0000000002",
                     *               "userName": "ben",
                     *               "isVerified": true,
                     *               "country": "US"
                     *             },
                     *             "type": "Text",
                     *             "text": "Hello #osb from @ada",
                     *             "tags": [
                     *               "osb"
                     *             ],
                     *             "description": "",
                     *             "media": [],
                     *             "country": "US",
                     *             "createdAt": 1791301200000,
                     *             "likes": 3,
                     *             "comments": 1,
                     *             "liked": false
                     *           }
                     *         ],
                     *         "page": 1,
                     *         "hasMore": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["FeedEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listNewPosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "feed": "forYou",
                 *       "after": "p0000000300"
                 *     }
                 */
                "application/json": components["schemas"]["NewPostsQuery"];
            };
        };
        responses: {
            /** @description The newer posts, newest first (at most 50; count says how many there are in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "list": [],
                     *         "count": 0
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["NewPostsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    uploadMedia: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": components["schemas"]["MediaFile"];
                "audio/mp4": components["schemas"]["MediaFile"];
                "audio/mpeg": components["schemas"]["MediaFile"];
                "audio/ogg": components["schemas"]["MediaFile"];
                "audio/wav": components["schemas"]["MediaFile"];
                "audio/webm": components["schemas"]["MediaFile"];
                "image/gif": components["schemas"]["MediaFile"];
                "image/jpeg": components["schemas"]["MediaFile"];
                "image/png": components["schemas"]["MediaFile"];
                "image/webp": components["schemas"]["MediaFile"];
                "video/mp4": components["schemas"]["MediaFile"];
                "video/webm": components["schemas"]["MediaFile"];
            };
        };
        responses: {
            /** @description Stored */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "media.uploaded",
                     *       "message": "Uploaded",
                     *       "data": {
                     *         "key": "up/8f3a2c1d9e7b6a50.png",
                     *         "url": "http://localhost:4000/cdn/m/up/8f3a2c1d9e7b6a50.png",
                     *         "kind": "image",
                     *         "contentType": "image/png",
                     *         "size": 48213
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["UploadedMediaEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    createPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "Text",
                 *       "text": "Hello #osb from @ada",
                 *       "tags": [
                 *         "osb"
                 *       ],
                 *       "description": "",
                 *       "media": [],
                 *       "country": "NG"
                 *     }
                 */
                "application/json": components["schemas"]["NewPost"];
            };
        };
        responses: {
            /** @description Post created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "post.created",
                     *       "message": "Post created!",
                     *       "data": {
                     *         "id": "p0000000301"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CreatedIdEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    addComment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "p0000000300",
                 *       "text": "Nice one @ben"
                 *     }
                 */
                "application/json": components["schemas"]["NewComment"];
            };
        };
        responses: {
            /** @description The comment, and the post's comment count after it */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "post.commentAdded",
                     *       "message": "Comment added",
                     *       "data": {
                     *         "comment": {
                     *           "id": "cm0000000002",
                     *           "postId": "p0000000300",
                     *           "author": {
                     *             "uid": "u0000000001",
                     *             "userName": "ada",
                     *             "isVerified": true,
                     *             "country": "NG"
                     *           },
                     *           "text": "Nice one @ben",
                     *           "createdAt": 1791302200000
                     *         },
                     *         "comments": 2
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CommentAddedEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteComment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "cm0000000002"
                 *     }
                 */
                "application/json": components["schemas"]["CommentRef"];
            };
        };
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "post.commentDeleted",
                     *       "message": "Comment deleted",
                     *       "data": {
                     *         "id": "cm0000000002",
                     *         "postId": "p0000000300",
                     *         "comments": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CommentDeletedEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Neither the comment nor the post is mine */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "code": "post.commentNotYours",
                     *       "message": "You can only delete your own comments or comments on your posts",
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listComments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "p0000000300",
                 *       "page": 1
                 *     }
                 */
                "application/json": components["schemas"]["CommentsQuery"];
            };
        };
        responses: {
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "list": [
                     *           {
                     *             "id": "cm0000000001",
                     *             "postId": "p0000000300",
                     *             "author": {
                     *               "uid": "u0000000001",
                     *               "userName": "ada",
                     *               "isVerified": true,
                     *               "country": "NG"
                     *             },
                     *             "text": "Nice one @ben",
                     *             "createdAt": 1791302200000
                     *           }
                     *         ],
                     *         "page": 1,
                     *         "hasMore": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CommentsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    deletePost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "p0000000300"
                 *     }
                 */
                "application/json": components["schemas"]["PostRef"];
            };
        };
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "post.deleted",
                     *       "message": "Post deleted",
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["NullEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The post is someone else's */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "code": "post.deleteNotYours",
                     *       "message": "You can only delete your own posts",
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "p0000000300"
                 *     }
                 */
                "application/json": components["schemas"]["PostRef"];
            };
        };
        responses: {
            /** @description The post */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "id": "p0000000300",
                     *         "author": {
                     *           "uid": "u0000000002",
                     *           "userName": "ben",
                     *           "isVerified": true,
                     *           "country": "US"
                     *         },
                     *         "type": "Text",
                     *         "text": "Hello #osb from @ada",
                     *         "tags": [
                     *           "osb"
                     *         ],
                     *         "description": "",
                     *         "media": [],
                     *         "country": "US",
                     *         "createdAt": 1791301200000,
                     *         "likes": 3,
                     *         "comments": 1,
                     *         "liked": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PostEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    likePost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "p0000000300"
                 *     }
                 */
                "application/json": components["schemas"]["PostRef"];
            };
        };
        responses: {
            /** @description The post's likes after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "post.liked",
                     *       "message": "Liked",
                     *       "data": {
                     *         "id": "p0000000300",
                     *         "likes": 4,
                     *         "liked": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["LikeEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    unlikePost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "p0000000300"
                 *     }
                 */
                "application/json": components["schemas"]["PostRef"];
            };
        };
        responses: {
            /** @description The post's likes after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "post.unliked",
                     *       "message": "Like removed",
                     *       "data": {
                     *         "id": "p0000000300",
                     *         "likes": 3,
                     *         "liked": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["LikeEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    updatePost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "p0000000300",
                 *       "text": "Hello #osb from @ada (edited)",
                 *       "tags": [
                 *         "osb"
                 *       ],
                 *       "description": ""
                 *     }
                 */
                "application/json": components["schemas"]["PostUpdate"];
            };
        };
        responses: {
            /** @description The post as edited */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "post.updated",
                     *       "message": "Post updated",
                     *       "data": {
                     *         "id": "p0000000300",
                     *         "author": {
                     *           "uid": "u0000000001",
                     *           "userName": "ada",
                     *           "isVerified": true,
                     *           "country": "NG"
                     *         },
                     *         "type": "Text",
                     *         "text": "Hello #osb from @ada (edited)",
                     *         "tags": [
                     *           "osb"
                     *         ],
                     *         "description": "",
                     *         "media": [],
                     *         "country": "NG",
                     *         "createdAt": 1791301200000,
                     *         "editedAt": 1791304800000,
                     *         "likes": 3,
                     *         "comments": 1,
                     *         "liked": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PostEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The post is someone else's */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "code": "post.editNotYours",
                     *       "message": "You can only edit your own posts",
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    reportContent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "targetType": "post",
                 *       "targetId": "p0000000297",
                 *       "reason": "spam",
                 *       "details": "Same link posted ten times"
                 *     }
                 */
                "application/json": components["schemas"]["ReportInput"];
            };
        };
        responses: {
            /** @description Thanks, we'll review it */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "report.thanks",
                     *       "message": "Thanks, we'll review it",
                     *       "data": {
                     *         "id": "rp00000001",
                     *         "targetType": "post",
                     *         "targetId": "p0000000297",
                     *         "reason": "spam",
                     *         "details": "Same link posted ten times",
                     *         "createdAt": 1795000000000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ReportEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    followTag: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "tag": "osb"
                 *     }
                 */
                "application/json": components["schemas"]["TagRef"];
            };
        };
        responses: {
            /** @description The tag's counts after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "post.tagFollowed",
                     *       "message": "Following",
                     *       "data": {
                     *         "tag": "osb",
                     *         "posts": 58,
                     *         "followers": 4,
                     *         "isFollowing": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["TagStatsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getTag: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "tag": "osb"
                 *     }
                 */
                "application/json": components["schemas"]["TagRef"];
            };
        };
        responses: {
            /** @description The counts (a tag nobody used yet has zero posts) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "tag": "osb",
                     *         "posts": 58,
                     *         "followers": 3,
                     *         "isFollowing": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["TagStatsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listTagPosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "tag": "osb",
                 *       "page": 1
                 *     }
                 */
                "application/json": components["schemas"]["TagPostsQuery"];
            };
        };
        responses: {
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "list": [],
                     *         "page": 1,
                     *         "hasMore": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["FeedEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    unfollowTag: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "tag": "osb"
                 *     }
                 */
                "application/json": components["schemas"]["TagRef"];
            };
        };
        responses: {
            /** @description The tag's counts after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "post.tagUnfollowed",
                     *       "message": "Unfollowed",
                     *       "data": {
                     *         "tag": "osb",
                     *         "posts": 58,
                     *         "followers": 3,
                     *         "isFollowing": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["TagStatsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    cloudDomainAuthCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "dm00000001"
                 *     }
                 */
                "application/json": components["schemas"]["CloudDomainRef"];
            };
        };
        responses: {
            /** @description A new auth code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "cloud.authCodeIssued",
                     *       "message": "Auth code issued",
                     *       "data": {
                     *         "id": "dm00000001",
                     *         "domain": "ada-shop.com",
                     *         "authCode": "Xk4-9pQ2!vLm7wRt"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CloudDomainAuthCodeEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    cloudDomainAutoRenew: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "dm00000001",
                 *       "autoRenew": false
                 *     }
                 */
                "application/json": components["schemas"]["CloudDomainAutoRenewInput"];
            };
        };
        responses: {
            /** @description Auto-renew off */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "cloud.autoRenewOff",
                     *       "message": "Auto-renew off",
                     *       "data": {
                     *         "id": "dm00000001",
                     *         "domain": "ada-shop.com",
                     *         "tld": "com",
                     *         "status": "active",
                     *         "transfer": null,
                     *         "autoRenew": true,
                     *         "renewPrice": 12,
                     *         "createdAt": 1795000000000,
                     *         "expiresAt": 1826536000000,
                     *         "records": [
                     *           {
                     *             "id": "rr00000001",
                     *             "type": "A",
                     *             "name": "@",
                     *             "value": "203.0.113.10",
                     *             "ttl": 3600,
                     *             "priority": null
                     *           }
                     *         ],
                     *         "locked": true,
                     *         "whoisPrivacy": true,
                     *         "nameservers": [],
                     *         "expiryWarning": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CloudDomainEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    cloudDomain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "dm00000001"
                 *     }
                 */
                "application/json": components["schemas"]["CloudDomainRef"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "id": "dm00000001",
                     *         "domain": "ada-shop.com",
                     *         "tld": "com",
                     *         "status": "active",
                     *         "transfer": null,
                     *         "autoRenew": true,
                     *         "renewPrice": 12,
                     *         "createdAt": 1795000000000,
                     *         "expiresAt": 1826536000000,
                     *         "records": [
                     *           {
                     *             "id": "rr00000001",
                     *             "type": "A",
                     *             "name": "@",
                     *             "value": "203.0.113.10",
                     *             "ttl": 3600,
                     *             "priority": null
                     *           }
                     *         ],
                     *         "locked": true,
                     *         "whoisPrivacy": true,
                     *         "nameservers": [],
                     *         "expiryWarning": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CloudDomainEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    cloudDomains: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": [
                     *         {
                     *           "id": "dm00000001",
                     *           "domain": "ada-shop.com",
                     *           "tld": "com",
                     *           "status": "active",
                     *           "transfer": null,
                     *           "autoRenew": true,
                     *           "renewPrice": 12,
                     *           "createdAt": 1795000000000,
                     *           "expiresAt": 1826536000000,
                     *           "records": [
                     *             {
                     *               "id": "rr00000001",
                     *               "type": "A",
                     *               "name": "@",
                     *               "value": "203.0.113.10",
                     *               "ttl": 3600,
                     *               "priority": null
                     *             }
                     *           ],
                     *           "locked": true,
                     *           "whoisPrivacy": true,
                     *           "nameservers": [],
                     *           "expiryWarning": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CloudDomainsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    cloudDomainRecordAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "dm00000001",
                 *       "type": "A",
                 *       "name": "@",
                 *       "value": "203.0.113.10",
                 *       "ttl": 3600
                 *     }
                 */
                "application/json": components["schemas"]["CloudDnsRecordInput"];
            };
        };
        responses: {
            /** @description Record added */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "cloud.recordAdded",
                     *       "message": "Record added",
                     *       "data": {
                     *         "id": "dm00000001",
                     *         "domain": "ada-shop.com",
                     *         "tld": "com",
                     *         "status": "active",
                     *         "transfer": null,
                     *         "autoRenew": true,
                     *         "renewPrice": 12,
                     *         "createdAt": 1795000000000,
                     *         "expiresAt": 1826536000000,
                     *         "records": [
                     *           {
                     *             "id": "rr00000001",
                     *             "type": "A",
                     *             "name": "@",
                     *             "value": "203.0.113.10",
                     *             "ttl": 3600,
                     *             "priority": null
                     *           }
                     *         ],
                     *         "locked": true,
                     *         "whoisPrivacy": true,
                     *         "nameservers": [],
                     *         "expiryWarning": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CloudDomainEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    cloudDomainRecordDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "dm00000001",
                 *       "recordId": "rr00000001"
                 *     }
                 */
                "application/json": components["schemas"]["CloudDnsRecordRef"];
            };
        };
        responses: {
            /** @description Record deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "cloud.recordDeleted",
                     *       "message": "Record deleted",
                     *       "data": {
                     *         "id": "dm00000001",
                     *         "domain": "ada-shop.com",
                     *         "tld": "com",
                     *         "status": "active",
                     *         "transfer": null,
                     *         "autoRenew": true,
                     *         "renewPrice": 12,
                     *         "createdAt": 1795000000000,
                     *         "expiresAt": 1826536000000,
                     *         "records": [
                     *           {
                     *             "id": "rr00000001",
                     *             "type": "A",
                     *             "name": "@",
                     *             "value": "203.0.113.10",
                     *             "ttl": 3600,
                     *             "priority": null
                     *           }
                     *         ],
                     *         "locked": true,
                     *         "whoisPrivacy": true,
                     *         "nameservers": [],
                     *         "expiryWarning": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CloudDomainEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    cloudDomainRecordUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "dm00000001",
                 *       "recordId": "rr00000001",
                 *       "type": "A",
                 *       "name": "@",
                 *       "value": "203.0.113.10",
                 *       "ttl": 3600
                 *     }
                 */
                "application/json": components["schemas"]["CloudDnsRecordUpdateInput"];
            };
        };
        responses: {
            /** @description Record updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "cloud.recordUpdated",
                     *       "message": "Record updated",
                     *       "data": {
                     *         "id": "dm00000001",
                     *         "domain": "ada-shop.com",
                     *         "tld": "com",
                     *         "status": "active",
                     *         "transfer": null,
                     *         "autoRenew": true,
                     *         "renewPrice": 12,
                     *         "createdAt": 1795000000000,
                     *         "expiresAt": 1826536000000,
                     *         "records": [
                     *           {
                     *             "id": "rr00000001",
                     *             "type": "A",
                     *             "name": "@",
                     *             "value": "203.0.113.10",
                     *             "ttl": 3600,
                     *             "priority": null
                     *           }
                     *         ],
                     *         "locked": true,
                     *         "whoisPrivacy": true,
                     *         "nameservers": [],
                     *         "expiryWarning": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CloudDomainEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    cloudDomainRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "requestId": "dom-7f3k2m9q",
                 *       "domain": "ada-shop.com",
                 *       "years": 2,
                 *       "autoRenew": true
                 *     }
                 */
                "application/json": components["schemas"]["CloudDomainRegisterInput"];
            };
        };
        responses: {
            /** @description Domain registered */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "cloud.domainRegistered",
                     *       "message": "Domain registered",
                     *       "data": {
                     *         "id": "dm00000001",
                     *         "domain": "ada-shop.com",
                     *         "tld": "com",
                     *         "status": "active",
                     *         "transfer": null,
                     *         "autoRenew": true,
                     *         "renewPrice": 12,
                     *         "createdAt": 1795000000000,
                     *         "expiresAt": 1826536000000,
                     *         "records": [
                     *           {
                     *             "id": "rr00000001",
                     *             "type": "A",
                     *             "name": "@",
                     *             "value": "203.0.113.10",
                     *             "ttl": 3600,
                     *             "priority": null
                     *           }
                     *         ],
                     *         "locked": true,
                     *         "whoisPrivacy": true,
                     *         "nameservers": [],
                     *         "expiryWarning": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CloudDomainEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    cloudDomainRenew: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "requestId": "renew-7f3k2m9q",
                 *       "id": "dm00000001",
                 *       "years": 1
                 *     }
                 */
                "application/json": components["schemas"]["CloudDomainRenewInput"];
            };
        };
        responses: {
            /** @description Domain renewed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "cloud.domainRenewed",
                     *       "message": "Domain renewed",
                     *       "data": {
                     *         "id": "dm00000001",
                     *         "domain": "ada-shop.com",
                     *         "tld": "com",
                     *         "status": "active",
                     *         "transfer": null,
                     *         "autoRenew": true,
                     *         "renewPrice": 12,
                     *         "createdAt": 1795000000000,
                     *         "expiresAt": 1826536000000,
                     *         "records": [
                     *           {
                     *             "id": "rr00000001",
                     *             "type": "A",
                     *             "name": "@",
                     *             "value": "203.0.113.10",
                     *             "ttl": 3600,
                     *             "priority": null
                     *           }
                     *         ],
                     *         "locked": true,
                     *         "whoisPrivacy": true,
                     *         "nameservers": [],
                     *         "expiryWarning": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CloudDomainEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    cloudDomainSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "query": "ada-shop"
                 *     }
                 */
                "application/json": components["schemas"]["CloudDomainSearchInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "name": "ada-shop",
                     *         "results": [
                     *           {
                     *             "domain": "ada-shop.com",
                     *             "tld": "com",
                     *             "available": true,
                     *             "price": 12
                     *           },
                     *           {
                     *             "domain": "ada-shop.io",
                     *             "tld": "io",
                     *             "available": false,
                     *             "price": 39
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CloudDomainSearchEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    cloudDomainSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "dm00000001",
                 *       "locked": false,
                 *       "nameservers": [
                 *         "ns1.example.net",
                 *         "ns2.example.net"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CloudDomainSettingsInput"];
            };
        };
        responses: {
            /** @description Settings saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "cloud.domainSettingsSaved",
                     *       "message": "Domain settings saved",
                     *       "data": {
                     *         "id": "dm00000001",
                     *         "domain": "ada-shop.com",
                     *         "tld": "com",
                     *         "status": "active",
                     *         "transfer": null,
                     *         "autoRenew": true,
                     *         "renewPrice": 12,
                     *         "createdAt": 1795000000000,
                     *         "expiresAt": 1826536000000,
                     *         "records": [
                     *           {
                     *             "id": "rr00000001",
                     *             "type": "A",
                     *             "name": "@",
                     *             "value": "203.0.113.10",
                     *             "ttl": 3600,
                     *             "priority": null
                     *           }
                     *         ],
                     *         "locked": true,
                     *         "whoisPrivacy": true,
                     *         "nameservers": [],
                     *         "expiryWarning": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CloudDomainEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    cloudDomainTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "requestId": "xfer-7f3k2m9q",
                 *       "domain": "example.com",
                 *       "authCode": "Xy7#pQ2!rT9"
                 *     }
                 */
                "application/json": components["schemas"]["CloudDomainTransferInput"];
            };
        };
        responses: {
            /** @description Transfer started */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "cloud.transferStarted",
                     *       "message": "Transfer started",
                     *       "data": {
                     *         "id": "dm00000001",
                     *         "domain": "ada-shop.com",
                     *         "tld": "com",
                     *         "status": "active",
                     *         "transfer": null,
                     *         "autoRenew": true,
                     *         "renewPrice": 12,
                     *         "createdAt": 1795000000000,
                     *         "expiresAt": 1826536000000,
                     *         "records": [
                     *           {
                     *             "id": "rr00000001",
                     *             "type": "A",
                     *             "name": "@",
                     *             "value": "203.0.113.10",
                     *             "ttl": 3600,
                     *             "priority": null
                     *           }
                     *         ],
                     *         "locked": true,
                     *         "whoisPrivacy": true,
                     *         "nameservers": [],
                     *         "expiryWarning": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CloudDomainEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    cloudEmailSend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "requestId": "mail-7f3k2m9q",
                 *       "from": "hello@ada-lovelace.dev",
                 *       "to": "ben@example.com",
                 *       "subject": "Hello",
                 *       "body": "Hi Ben"
                 *     }
                 */
                "application/json": components["schemas"]["CloudEmailInput"];
            };
        };
        responses: {
            /** @description Email queued */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "cloud.emailQueued",
                     *       "message": "Email queued",
                     *       "data": {
                     *         "id": "cm00000001",
                     *         "channel": "sms",
                     *         "to": "+2348012345678",
                     *         "from": "OSB",
                     *         "summary": "Your code is 123456",
                     *         "segments": 1,
                     *         "price": 1,
                     *         "status": "queued",
                     *         "error": null,
                     *         "createdAt": 1795000000000,
                     *         "updatedAt": 1795000000000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CloudMessageEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    cloudEmailSenders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": [
                     *         {
                     *           "address": "hello@ada-lovelace.dev",
                     *           "domain": "ada-lovelace.dev"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CloudSendersEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    cloudApiKeyCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "label": "CI deploys",
                 *       "scopes": [
                 *         "messaging",
                 *         "storage"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CloudApiKeyCreateInput"];
            };
        };
        responses: {
            /** @description API key created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "cloud.keyCreated",
                     *       "message": "API key created",
                     *       "data": {
                     *         "id": "ak00000001",
                     *         "label": "CI deploys",
                     *         "prefix": "osk_7Fq2",
                     *         "scopes": [
                     *           "messaging",
                     *           "storage"
                     *         ],
                     *         "createdAt": 1795000000000,
                     *         "lastUsedAt": null,
                     *         "secret": "osk_7Fq2Xc9LmN4pR8sT1vW6yZ3bD5fH0jK2"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CloudApiKeyCreatedEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    cloudApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": [
                     *         {
                     *           "id": "ak00000001",
                     *           "label": "CI deploys",
                     *           "prefix": "osk_7Fq2",
                     *           "scopes": [
                     *             "messaging",
                     *             "storage"
                     *           ],
                     *           "createdAt": 1795000000000,
                     *           "lastUsedAt": 1795000360000
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CloudApiKeysEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    cloudApiKeyRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "ak00000001"
                 *     }
                 */
                "application/json": components["schemas"]["CloudApiKeyRef"];
            };
        };
        responses: {
            /** @description API key revoked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "cloud.keyRevoked",
                     *       "message": "API key revoked",
                     *       "data": []
                     *     }
                     */
                    "application/json": components["schemas"]["CloudApiKeysEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    cloudMessages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "channel": "sms"
                 *     }
                 */
                "application/json": components["schemas"]["CloudMessagesQuery"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": [
                     *         {
                     *           "id": "cm00000001",
                     *           "channel": "sms",
                     *           "to": "+2348012345678",
                     *           "from": "OSB",
                     *           "summary": "Your code is 123456",
                     *           "segments": 1,
                     *           "price": 1,
                     *           "status": "queued",
                     *           "error": null,
                     *           "createdAt": 1795000000000,
                     *           "updatedAt": 1795000000000
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CloudMessagesEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    cloudOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "period": "2026-11",
                     *         "balance": 4974,
                     *         "lowBalanceAlert": 50,
                     *         "domains": {
                     *           "total": 2,
                     *           "active": 2,
                     *           "next": {
                     *             "id": "dm00000002",
                     *             "domain": "analytical-engine.ng",
                     *             "expiresAt": 1797000000000,
                     *             "expiryWarning": 30
                     *           }
                     *         },
                     *         "storage": {
                     *           "buckets": 2,
                     *           "objects": 5,
                     *           "bytes": 120000
                     *         },
                     *         "messaging": {
                     *           "sent": 4,
                     *           "delivered": 3,
                     *           "failed": 1,
                     *           "pending": 0
                     *         },
                     *         "spend": {
                     *           "total": 26,
                     *           "limit": 200,
                     *           "domains": 24,
                     *           "messaging": 2,
                     *           "storage": 0
                     *         },
                     *         "activity": [
                     *           {
                     *             "at": 1795000000000,
                     *             "service": "domains",
                     *             "kind": "domain_registered",
                     *             "params": {
                     *               "domain": "ada-shop.com",
                     *               "years": 2
                     *             },
                     *             "amount": 24
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CloudOverviewEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    cloudSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "monthlyLimit": 200,
                     *         "lowBalanceAlert": 50,
                     *         "emailSender": "hello@ada-lovelace.dev",
                     *         "smsSender": "ADALABS",
                     *         "spentThisMonth": 26,
                     *         "balance": 4974,
                     *         "lowBalance": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CloudSettingsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    cloudSettingsUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "monthlyLimit": 200,
                 *       "lowBalanceAlert": 50,
                 *       "emailSender": "hello@ada-lovelace.dev",
                 *       "smsSender": "ADALABS"
                 *     }
                 */
                "application/json": components["schemas"]["CloudSettingsInput"];
            };
        };
        responses: {
            /** @description Settings saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "cloud.settingsSaved",
                     *       "message": "Settings saved",
                     *       "data": {
                     *         "monthlyLimit": 200,
                     *         "lowBalanceAlert": 50,
                     *         "emailSender": "hello@ada-lovelace.dev",
                     *         "smsSender": "ADALABS",
                     *         "spentThisMonth": 26,
                     *         "balance": 4974,
                     *         "lowBalance": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CloudSettingsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    cloudSmsOptOutSet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "number": "+2348091112222",
                 *       "optedOut": true
                 *     }
                 */
                "application/json": components["schemas"]["CloudSmsOptOutInput"];
            };
        };
        responses: {
            /** @description List saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "cloud.optOutAdded",
                     *       "message": "Number added to the opt-out list",
                     *       "data": [
                     *         {
                     *           "number": "+2348091112222",
                     *           "source": "manual",
                     *           "at": 1795000000000
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CloudSmsOptOutsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    cloudSmsOptOuts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": [
                     *         {
                     *           "number": "+2348091112222",
                     *           "source": "reply",
                     *           "at": 1795000000000
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CloudSmsOptOutsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    cloudSmsSend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "requestId": "sms-7f3k2m9q",
                 *       "to": "+2348012345678",
                 *       "text": "Your code is 123456"
                 *     }
                 */
                "application/json": components["schemas"]["CloudSmsInput"];
            };
        };
        responses: {
            /** @description SMS queued */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "cloud.smsQueued",
                     *       "message": "SMS queued",
                     *       "data": {
                     *         "id": "cm00000001",
                     *         "channel": "sms",
                     *         "to": "+2348012345678",
                     *         "from": "OSB",
                     *         "summary": "Your code is 123456",
                     *         "segments": 1,
                     *         "price": 1,
                     *         "status": "queued",
                     *         "error": null,
                     *         "createdAt": 1795000000000,
                     *         "updatedAt": 1795000000000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CloudMessageEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    cloudBucketCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "ada-assets",
                 *       "region": "af-west-1",
                 *       "public": true
                 *     }
                 */
                "application/json": components["schemas"]["CloudBucketCreateInput"];
            };
        };
        responses: {
            /** @description Bucket created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "cloud.bucketCreated",
                     *       "message": "Bucket created",
                     *       "data": {
                     *         "name": "ada-assets",
                     *         "region": "af-west-1",
                     *         "public": true,
                     *         "createdAt": 1795000000000,
                     *         "objects": 2,
                     *         "bytes": 48213,
                     *         "publicUrl": "http://localhost:4000/cdn/s/ada-assets/",
                     *         "rules": {
                     *           "corsOrigins": [
                     *             "https://ada-lovelace.dev"
                     *           ],
                     *           "lifecycleDays": null,
                     *           "maxObjectBytes": null
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CloudBucketEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    cloudBucketDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "ada-assets"
                 *     }
                 */
                "application/json": components["schemas"]["CloudBucketRef"];
            };
        };
        responses: {
            /** @description Bucket deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "cloud.bucketDeleted",
                     *       "message": "Bucket deleted",
                     *       "data": {
                     *         "name": "ada-assets"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CloudBucketRefEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    cloudBuckets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": [
                     *         {
                     *           "name": "ada-assets",
                     *           "region": "af-west-1",
                     *           "public": true,
                     *           "createdAt": 1795000000000,
                     *           "objects": 2,
                     *           "bytes": 48213,
                     *           "publicUrl": "http://localhost:4000/cdn/s/ada-assets/",
                     *           "rules": {
                     *             "corsOrigins": [
                     *               "https://ada-lovelace.dev"
                     *             ],
                     *             "lifecycleDays": null,
                     *             "maxObjectBytes": null
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CloudBucketsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    cloudObjectDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "bucket": "ada-assets",
                 *       "key": "img/logo.png"
                 *     }
                 */
                "application/json": components["schemas"]["CloudObjectRef"];
            };
        };
        responses: {
            /** @description Object deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "cloud.objectDeleted",
                     *       "message": "Object deleted",
                     *       "data": {
                     *         "bucket": "ada-assets",
                     *         "key": "img/logo.png"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CloudObjectRefEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    cloudObjectLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "bucket": "ada-assets",
                 *       "key": "img/logo.png"
                 *     }
                 */
                "application/json": components["schemas"]["CloudObjectRef"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "url": "http://localhost:4000/cdn/s/ada-private/report.pdf?expires=1795000900000&sig=3f9a0c2b7d41e8a5",
                     *         "expiresAt": 1795000900000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CloudObjectLinkEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    cloudObjects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "bucket": "ada-assets",
                 *       "prefix": "img/"
                 *     }
                 */
                "application/json": components["schemas"]["CloudObjectsQuery"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "bucket": "ada-assets",
                     *         "prefix": "img/",
                     *         "folders": [
                     *           "img/icons/"
                     *         ],
                     *         "objects": [
                     *           {
                     *             "key": "img/logo.png",
                     *             "size": 48213,
                     *             "contentType": "image/png",
                     *             "etag": "9b2cf535f27731c974343645a3985328",
                     *             "createdAt": 1795000000000,
                     *             "url": "http://localhost:4000/cdn/s/ada-assets/img/logo.png"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CloudObjectListEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    cloudObjectPut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "bucket": "ada-assets",
                 *       "key": "img/logo.png",
                 *       "uploadId": "up00000001",
                 *       "contentType": "image/png"
                 *     }
                 */
                "application/json": components["schemas"]["CloudObjectPutInput"];
            };
        };
        responses: {
            /** @description Object stored */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "cloud.objectStored",
                     *       "message": "Object stored",
                     *       "data": {
                     *         "key": "img/logo.png",
                     *         "size": 48213,
                     *         "contentType": "image/png",
                     *         "etag": "9b2cf535f27731c974343645a3985328",
                     *         "createdAt": 1795000000000,
                     *         "url": "http://localhost:4000/cdn/s/ada-assets/img/logo.png"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CloudObjectEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    cloudObjectUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": components["schemas"]["MediaFile"];
            };
        };
        responses: {
            /** @description Uploaded */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "cloud.fileUploaded",
                     *       "message": "Uploaded",
                     *       "data": {
                     *         "uploadId": "up00000001",
                     *         "size": 48213,
                     *         "expiresAt": 1795003600000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CloudUploadEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    cloudBucketRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "ada-assets",
                 *       "corsOrigins": [
                 *         "https://ada-lovelace.dev",
                 *         "http://localhost:5173"
                 *       ],
                 *       "lifecycleDays": 30,
                 *       "maxObjectBytes": 1048576
                 *     }
                 */
                "application/json": components["schemas"]["CloudBucketRulesInput"];
            };
        };
        responses: {
            /** @description Rules saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "cloud.rulesSaved",
                     *       "message": "Rules saved",
                     *       "data": {
                     *         "name": "ada-assets",
                     *         "region": "af-west-1",
                     *         "public": true,
                     *         "createdAt": 1795000000000,
                     *         "objects": 2,
                     *         "bytes": 48213,
                     *         "publicUrl": "http://localhost:4000/cdn/s/ada-assets/",
                     *         "rules": {
                     *           "corsOrigins": [
                     *             "https://ada-lovelace.dev"
                     *           ],
                     *           "lifecycleDays": null,
                     *           "maxObjectBytes": null
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CloudBucketEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    cloudStorageUsage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "period": "2026-11",
                     *         "from": 1793491200000,
                     *         "to": 1795000000000,
                     *         "pricing": {
                     *           "storageGbMonth": 20000,
                     *           "egressGb": 50000,
                     *           "classA": 5,
                     *           "classB": 1
                     *         },
                     *         "buckets": [
                     *           {
                     *             "bucket": "ada-assets",
                     *             "bytes": 48213,
                     *             "objects": 2,
                     *             "egressBytes": 1048576,
                     *             "classA": 12,
                     *             "classB": 340,
                     *             "cost": 452
                     *           }
                     *         ],
                     *         "totals": {
                     *           "bytes": 48213,
                     *           "objects": 2,
                     *           "egressBytes": 1048576,
                     *           "classA": 12,
                     *           "classB": 340,
                     *           "cost": 452
                     *         },
                     *         "carried": 0,
                     *         "owed": 0,
                     *         "bills": [
                     *           {
                     *             "period": "2026-10",
                     *             "amount": 1,
                     *             "carriedOver": 31200,
                     *             "status": "paid",
                     *             "at": 1793491200000
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CloudStorageUsageEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    cloudWhatsappSend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "requestId": "wa-7f3k2m9q",
                 *       "to": "+2348012345678",
                 *       "template": "order_update",
                 *       "params": [
                 *         "Ben",
                 *         "A-1042"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CloudWhatsappInput"];
            };
        };
        responses: {
            /** @description WhatsApp message queued */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "cloud.whatsappQueued",
                     *       "message": "WhatsApp message queued",
                     *       "data": {
                     *         "id": "cm00000001",
                     *         "channel": "sms",
                     *         "to": "+2348012345678",
                     *         "from": "OSB",
                     *         "summary": "Your code is 123456",
                     *         "segments": 1,
                     *         "price": 1,
                     *         "status": "queued",
                     *         "error": null,
                     *         "createdAt": 1795000000000,
                     *         "updatedAt": 1795000000000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CloudMessageEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    cloudWhatsappTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": [
                     *         {
                     *           "name": "order_update",
                     *           "language": "en",
                     *           "body": "Hi {{1}}, your order {{2}} is on its way.",
                     *           "params": 2
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CloudTemplatesEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    mapListCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Weekend in Lagos"
                 *     }
                 */
                "application/json": components["schemas"]["MapListNameInput"];
            };
        };
        responses: {
            /** @description The new list */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "map.listCreated",
                     *       "message": "List created",
                     *       "data": {
                     *         "id": "k3v9x2mq",
                     *         "kind": "own",
                     *         "name": "Weekend in Lagos",
                     *         "places": 0,
                     *         "createdAt": 1795000000000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["MapListEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    mapListDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "k3v9x2mq"
                 *     }
                 */
                "application/json": components["schemas"]["MapListRef"];
            };
        };
        responses: {
            /** @description My lists after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "map.listDeleted",
                     *       "message": "List deleted",
                     *       "data": [
                     *         {
                     *           "id": "favourites",
                     *           "kind": "favourites",
                     *           "name": "Favourites",
                     *           "places": 3,
                     *           "createdAt": 0
                     *         },
                     *         {
                     *           "id": "want-to-go",
                     *           "kind": "wantToGo",
                     *           "name": "Want to go",
                     *           "places": 1,
                     *           "createdAt": 0
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["MapListsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    mapLists: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["Empty"];
            };
        };
        responses: {
            /** @description My lists */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": [
                     *         {
                     *           "id": "favourites",
                     *           "kind": "favourites",
                     *           "name": "Favourites",
                     *           "places": 3,
                     *           "createdAt": 0
                     *         },
                     *         {
                     *           "id": "want-to-go",
                     *           "kind": "wantToGo",
                     *           "name": "Want to go",
                     *           "places": 1,
                     *           "createdAt": 0
                     *         },
                     *         {
                     *           "id": "k3v9x2mq",
                     *           "kind": "own",
                     *           "name": "Weekend in Lagos",
                     *           "places": 2,
                     *           "createdAt": 1795000000000
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["MapListsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    mapListRename: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "k3v9x2mq",
                 *       "name": "Lagos weekend"
                 *     }
                 */
                "application/json": components["schemas"]["MapListRenameInput"];
            };
        };
        responses: {
            /** @description The list renamed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "map.listRenamed",
                     *       "message": "List renamed",
                     *       "data": {
                     *         "id": "k3v9x2mq",
                     *         "kind": "own",
                     *         "name": "Lagos weekend",
                     *         "places": 2,
                     *         "createdAt": 1795000000000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["MapListEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    mapLive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["Empty"];
            };
        };
        responses: {
            /** @description Live locations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "me": null,
                     *         "audience": 3,
                     *         "people": [
                     *           {
                     *             "person": {
                     *               "uid": "u0000000002",
                     *               "userName": "ben"
                     *             },
                     *             "lat": 40.7411,
                     *             "lng": -73.9897,
                     *             "updatedAt": 1795000000000,
                     *             "expiresAt": 1795003600000
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["MapLiveEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    mapLiveShare: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "lat": 6.4474,
                 *       "lng": 3.4723,
                 *       "durationMin": 60
                 *     }
                 */
                "application/json": components["schemas"]["MapLiveShareInput"];
            };
        };
        responses: {
            /** @description Live locations after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "map.sharing",
                     *       "message": "Sharing your live location",
                     *       "data": {
                     *         "me": {
                     *           "lat": 6.4474,
                     *           "lng": 3.4723,
                     *           "startedAt": 1795000000000,
                     *           "updatedAt": 1795000000000,
                     *           "expiresAt": 1795003600000
                     *         },
                     *         "audience": 3,
                     *         "people": []
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["MapLiveEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    mapLiveStop: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["Empty"];
            };
        };
        responses: {
            /** @description Live locations after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "map.sharingStopped",
                     *       "message": "Location sharing stopped",
                     *       "data": {
                     *         "me": null,
                     *         "audience": 3,
                     *         "people": []
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["MapLiveEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    mapPlaceAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "requestId": "place-7f3k2m9q",
                 *       "name": "Bukka Hut Lekki",
                 *       "category": "food",
                 *       "lat": 6.4474,
                 *       "lng": 3.4723,
                 *       "address": "Admiralty Way",
                 *       "city": "Lagos",
                 *       "country": "NG",
                 *       "description": "Jollof and grilled fish."
                 *     }
                 */
                "application/json": components["schemas"]["MapPlaceInput"];
            };
        };
        responses: {
            /** @description The new place (or, for a repeated requestId with the same body, the place it added) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "map.placeAdded",
                     *       "message": "Place added",
                     *       "data": {
                     *         "code": "3n8w1c6v",
                     *         "name": "Bukka Hut Lekki",
                     *         "category": "food",
                     *         "lat": 6.4474,
                     *         "lng": 3.4723,
                     *         "address": "Admiralty Way",
                     *         "city": "Lagos",
                     *         "country": "NG",
                     *         "description": "Jollof and grilled fish.",
                     *         "addedBy": {
                     *           "uid": "u0000000001",
                     *           "userName": "ada"
                     *         },
                     *         "saves": 0,
                     *         "saved": false,
                     *         "createdAt": 1795000000000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["MapPlaceEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    mapPlace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "7k2m9q4x"
                 *     }
                 */
                "application/json": components["schemas"]["MapPlaceRef"];
            };
        };
        responses: {
            /** @description The place */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "code": "7k2m9q4x",
                     *         "name": "Terra Kulture",
                     *         "category": "landmark",
                     *         "lat": 6.4281,
                     *         "lng": 3.4216,
                     *         "address": "Plot 1376 Tiamiyu Savage St",
                     *         "city": "Lagos",
                     *         "country": "NG",
                     *         "description": "Arts centre, restaurant and theatre on Victoria Island.",
                     *         "addedBy": {
                     *           "uid": "u0000000001",
                     *           "userName": "ada"
                     *         },
                     *         "saves": 3,
                     *         "saved": false,
                     *         "createdAt": 1794000000000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["MapPlaceEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    mapPlaces: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "bounds": {
                 *         "south": 6.3,
                 *         "west": 3.2,
                 *         "north": 6.7,
                 *         "east": 3.7
                 *       },
                 *       "category": "food"
                 *     }
                 */
                "application/json": components["schemas"]["MapPlaceQuery"];
            };
        };
        responses: {
            /** @description At most 200 places and how many matched */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "total": 1,
                     *         "places": [
                     *           {
                     *             "code": "7k2m9q4x",
                     *             "name": "Terra Kulture",
                     *             "category": "landmark",
                     *             "lat": 6.4281,
                     *             "lng": 3.4216,
                     *             "address": "Plot 1376 Tiamiyu Savage St",
                     *             "city": "Lagos",
                     *             "country": "NG",
                     *             "description": "Arts centre, restaurant and theatre on Victoria Island.",
                     *             "addedBy": {
                     *               "uid": "u0000000001",
                     *               "userName": "ada"
                     *             },
                     *             "saves": 3,
                     *             "saved": true,
                     *             "savedAt": 1795000000000,
                     *             "createdAt": 1794000000000
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["MapPlacesPageEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    mapPlaceLists: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "7k2m9q4x",
                 *       "lists": [
                 *         "favourites",
                 *         "k3v9x2mq"
                 *       ],
                 *       "note": "Theatre on Fridays"
                 *     }
                 */
                "application/json": components["schemas"]["MapPlaceListsInput"];
            };
        };
        responses: {
            /** @description The place, with my lists and note */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "map.placeSaved",
                     *       "message": "Saved",
                     *       "data": {
                     *         "code": "7k2m9q4x",
                     *         "name": "Terra Kulture",
                     *         "category": "landmark",
                     *         "lat": 6.4281,
                     *         "lng": 3.4216,
                     *         "address": "Plot 1376 Tiamiyu Savage St",
                     *         "city": "Lagos",
                     *         "country": "NG",
                     *         "description": "Arts centre, restaurant and theatre on Victoria Island.",
                     *         "addedBy": {
                     *           "uid": "u0000000001",
                     *           "userName": "ada"
                     *         },
                     *         "saves": 4,
                     *         "saved": true,
                     *         "savedAt": 1795000000000,
                     *         "lists": [
                     *           "favourites",
                     *           "k3v9x2mq"
                     *         ],
                     *         "note": "Theatre on Fridays",
                     *         "createdAt": 1794000000000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["MapPlaceEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    mapPlaceSave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "7k2m9q4x",
                 *       "saved": true
                 *     }
                 */
                "application/json": components["schemas"]["MapSaveInput"];
            };
        };
        responses: {
            /** @description The place, with my saved state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "map.placeSaved",
                     *       "message": "Saved",
                     *       "data": {
                     *         "code": "7k2m9q4x",
                     *         "name": "Terra Kulture",
                     *         "category": "landmark",
                     *         "lat": 6.4281,
                     *         "lng": 3.4216,
                     *         "address": "Plot 1376 Tiamiyu Savage St",
                     *         "city": "Lagos",
                     *         "country": "NG",
                     *         "description": "Arts centre, restaurant and theatre on Victoria Island.",
                     *         "addedBy": {
                     *           "uid": "u0000000001",
                     *           "userName": "ada"
                     *         },
                     *         "saves": 4,
                     *         "saved": true,
                     *         "savedAt": 1795000000000,
                     *         "createdAt": 1794000000000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["MapPlaceEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    mapSavedExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["Empty"];
            };
        };
        responses: {
            /** @description GeoJSON of my saved places */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "type": "FeatureCollection",
                     *         "features": [
                     *           {
                     *             "type": "Feature",
                     *             "geometry": {
                     *               "type": "Point",
                     *               "coordinates": [
                     *                 3.4216,
                     *                 6.4281
                     *               ]
                     *             },
                     *             "properties": {
                     *               "code": "7k2m9q4x",
                     *               "name": "Terra Kulture",
                     *               "category": "landmark",
                     *               "address": "Plot 1376 Tiamiyu Savage St",
                     *               "city": "Lagos",
                     *               "country": "NG",
                     *               "lists": [
                     *                 "Favourites",
                     *                 "Weekend in Lagos"
                     *               ],
                     *               "note": "Theatre on Fridays",
                     *               "savedAt": 1795000000000
                     *             }
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["MapGeoJsonEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    mapSavedImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "text": "{\"type\":\"FeatureCollection\",\"features\":[{\"type\":\"Feature\",\"geometry\":{\"type\":\"Point\",\"coordinates\":[3.4216,6.4281]},\"properties\":{\"name\":\"Terra Kulture\",\"lists\":[\"Favourites\"]}}]}"
                 *     }
                 */
                "application/json": components["schemas"]["MapImportInput"];
            };
        };
        responses: {
            /** @description What the file added */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "map.imported",
                     *       "message": "Places imported into your lists",
                     *       "data": {
                     *         "places": 1,
                     *         "newPlaces": 0,
                     *         "newLists": 0
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["MapImportResultEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    mapSaved: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["Empty"];
            };
        };
        responses: {
            /** @description Saved places */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": [
                     *         {
                     *           "code": "7k2m9q4x",
                     *           "name": "Terra Kulture",
                     *           "category": "landmark",
                     *           "lat": 6.4281,
                     *           "lng": 3.4216,
                     *           "address": "Plot 1376 Tiamiyu Savage St",
                     *           "city": "Lagos",
                     *           "country": "NG",
                     *           "description": "Arts centre, restaurant and theatre on Victoria Island.",
                     *           "addedBy": {
                     *             "uid": "u0000000001",
                     *             "userName": "ada"
                     *           },
                     *           "saves": 4,
                     *           "saved": true,
                     *           "savedAt": 1795000000000,
                     *           "createdAt": 1794000000000
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["MapPlacesEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    marketCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description The cart */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "lines": [],
                     *         "count": 0,
                     *         "total": 0,
                     *         "balance": 50000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["MarketCartEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    marketCartSet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "productId": "pr00000001",
                 *       "quantity": 2
                 *     }
                 */
                "application/json": components["schemas"]["MarketCartSetInput"];
            };
        };
        responses: {
            /** @description The cart after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "market.cartUpdated",
                     *       "message": "Cart updated",
                     *       "data": {
                     *         "lines": [
                     *           {
                     *             "product": {
                     *               "id": "pr00000001",
                     *               "title": "Noise-cancelling headphones",
                     *               "description": "Over-ear wireless headphones with 30 hours of battery.",
                     *               "category": "electronics",
                     *               "featured": true,
                     *               "price": 129,
                     *               "stock": 14,
                     *               "sold": 41,
                     *               "seller": {
                     *                 "uid": "u0000000002",
                     *                 "userName": "ben",
                     *                 "isVerified": true,
                     *                 "country": "US"
                     *               },
                     *               "rating": 4.6,
                     *               "ratingCount": 212,
                     *               "image": "p/pr00000001.svg",
                     *               "images": [
                     *                 "p/pr00000001.svg",
                     *                 "p/pr00000001-2.svg",
                     *                 "p/pr00000001-3.svg"
                     *               ],
                     *               "saved": false,
                     *               "createdAt": 1795000000000
                     *             },
                     *             "quantity": 2,
                     *             "subtotal": 258
                     *           }
                     *         ],
                     *         "count": 2,
                     *         "total": 258,
                     *         "balance": 50000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["MarketCartEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    marketCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "requestId": "checkout-7f3k2m9q",
                 *       "addressId": "ad00000001"
                 *     }
                 */
                "application/json": components["schemas"]["MarketCheckoutInput"];
            };
        };
        responses: {
            /** @description The order */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "market.orderPlaced",
                     *       "message": "Order placed",
                     *       "data": {
                     *         "id": "mo00000001",
                     *         "status": "placed",
                     *         "lines": [
                     *           {
                     *             "productId": "pr00000001",
                     *             "title": "Noise-cancelling headphones",
                     *             "image": "p/pr00000001.svg",
                     *             "price": 129,
                     *             "quantity": 2,
                     *             "subtotal": 258,
                     *             "seller": {
                     *               "uid": "u0000000002",
                     *               "userName": "ben",
                     *               "isVerified": true,
                     *               "country": "US"
                     *             }
                     *           }
                     *         ],
                     *         "total": 258,
                     *         "deliveryAddress": {
                     *           "id": "ad00000001",
                     *           "label": "Home",
                     *           "name": "Ada Obi",
                     *           "line1": "12 Marina Road",
                     *           "line2": "",
                     *           "city": "Lagos",
                     *           "region": "Lagos",
                     *           "postalCode": "101001",
                     *           "country": "NG",
                     *           "phone": "+2348012345678",
                     *           "isDefault": true
                     *         },
                     *         "cancellable": true,
                     *         "createdAt": 1795000000000,
                     *         "shippedAt": null,
                     *         "deliveredAt": null,
                     *         "cancelledAt": null,
                     *         "returnable": false,
                     *         "returnableUntil": null,
                     *         "returnedAt": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["MarketOrderEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    marketOrderCancel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "mo00000001"
                 *     }
                 */
                "application/json": components["schemas"]["MarketOrderRef"];
            };
        };
        responses: {
            /** @description Cancelled (refunded) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "market.orderCancelled",
                     *       "message": "Order cancelled",
                     *       "data": {
                     *         "id": "mo00000001",
                     *         "status": "cancelled",
                     *         "lines": [
                     *           {
                     *             "productId": "pr00000001",
                     *             "title": "Noise-cancelling headphones",
                     *             "image": "p/pr00000001.svg",
                     *             "price": 129,
                     *             "quantity": 2,
                     *             "subtotal": 258,
                     *             "seller": {
                     *               "uid": "u0000000002",
                     *               "userName": "ben",
                     *               "isVerified": true,
                     *               "country": "US"
                     *             }
                     *           }
                     *         ],
                     *         "total": 258,
                     *         "deliveryAddress": {
                     *           "id": "ad00000001",
                     *           "label": "Home",
                     *           "name": "Ada Obi",
                     *           "line1": "12 Marina Road",
                     *           "line2": "",
                     *           "city": "Lagos",
                     *           "region": "Lagos",
                     *           "postalCode": "101001",
                     *           "country": "NG",
                     *           "phone": "+2348012345678",
                     *           "isDefault": true
                     *         },
                     *         "cancellable": false,
                     *         "createdAt": 1795000000000,
                     *         "shippedAt": null,
                     *         "deliveredAt": null,
                     *         "cancelledAt": 1795000060000,
                     *         "returnable": false,
                     *         "returnableUntil": null,
                     *         "returnedAt": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["MarketOrderEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    marketOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "mo00000001"
                 *     }
                 */
                "application/json": components["schemas"]["MarketOrderRef"];
            };
        };
        responses: {
            /** @description The order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "id": "mo00000001",
                     *         "status": "shipped",
                     *         "lines": [
                     *           {
                     *             "productId": "pr00000001",
                     *             "title": "Noise-cancelling headphones",
                     *             "image": "p/pr00000001.svg",
                     *             "price": 129,
                     *             "quantity": 2,
                     *             "subtotal": 258,
                     *             "seller": {
                     *               "uid": "u0000000002",
                     *               "userName": "ben",
                     *               "isVerified": true,
                     *               "country": "US"
                     *             }
                     *           }
                     *         ],
                     *         "total": 258,
                     *         "deliveryAddress": {
                     *           "id": "ad00000001",
                     *           "label": "Home",
                     *           "name": "Ada Obi",
                     *           "line1": "12 Marina Road",
                     *           "line2": "",
                     *           "city": "Lagos",
                     *           "region": "Lagos",
                     *           "postalCode": "101001",
                     *           "country": "NG",
                     *           "phone": "+2348012345678",
                     *           "isDefault": true
                     *         },
                     *         "cancellable": false,
                     *         "createdAt": 1795000000000,
                     *         "shippedAt": 1795007200000,
                     *         "deliveredAt": null,
                     *         "cancelledAt": null,
                     *         "returnable": false,
                     *         "returnableUntil": null,
                     *         "returnedAt": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["MarketOrderEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    marketOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description Orders */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": []
                     *     }
                     */
                    "application/json": components["schemas"]["MarketOrdersEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    marketOrderReturn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "mo00000001"
                 *     }
                 */
                "application/json": components["schemas"]["MarketOrderRef"];
            };
        };
        responses: {
            /** @description Returned (refunded) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "market.orderReturned",
                     *       "message": "Order returned",
                     *       "data": {
                     *         "id": "mo00000001",
                     *         "status": "returned",
                     *         "lines": [
                     *           {
                     *             "productId": "pr00000001",
                     *             "title": "Noise-cancelling headphones",
                     *             "image": "p/pr00000001.svg",
                     *             "price": 129,
                     *             "quantity": 1,
                     *             "subtotal": 129,
                     *             "seller": {
                     *               "uid": "u0000000002",
                     *               "userName": "ben",
                     *               "isVerified": true,
                     *               "country": "US"
                     *             }
                     *           }
                     *         ],
                     *         "total": 129,
                     *         "deliveryAddress": null,
                     *         "cancellable": false,
                     *         "createdAt": 1795000000000,
                     *         "shippedAt": 1795007200000,
                     *         "deliveredAt": 1795259200000,
                     *         "cancelledAt": null,
                     *         "returnable": false,
                     *         "returnableUntil": null,
                     *         "returnedAt": 1795400000000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["MarketOrderEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    marketProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "pr00000001"
                 *     }
                 */
                "application/json": components["schemas"]["MarketProductRef"];
            };
        };
        responses: {
            /** @description The product */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "id": "pr00000001",
                     *         "title": "Noise-cancelling headphones",
                     *         "description": "Over-ear wireless headphones with 30 hours of battery.",
                     *         "category": "electronics",
                     *         "featured": true,
                     *         "price": 129,
                     *         "stock": 14,
                     *         "sold": 41,
                     *         "seller": {
                     *           "uid": "u0000000002",
                     *           "userName": "ben",
                     *           "isVerified": true,
                     *           "country": "US"
                     *         },
                     *         "rating": 4.6,
                     *         "ratingCount": 212,
                     *         "image": "p/pr00000001.svg",
                     *         "images": [
                     *           "p/pr00000001.svg",
                     *           "p/pr00000001-2.svg",
                     *           "p/pr00000001-3.svg"
                     *         ],
                     *         "saved": false,
                     *         "createdAt": 1795000000000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["MarketProductEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    marketProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "shelf": "electronics",
                 *       "query": "headphones"
                 *     }
                 */
                "application/json": components["schemas"]["MarketProductQuery"];
            };
        };
        responses: {
            /** @description A page of products */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "items": [
                     *           {
                     *             "id": "pr00000001",
                     *             "title": "Noise-cancelling headphones",
                     *             "description": "Over-ear wireless headphones with 30 hours of battery.",
                     *             "category": "electronics",
                     *             "featured": true,
                     *             "price": 129,
                     *             "stock": 14,
                     *             "sold": 41,
                     *             "seller": {
                     *               "uid": "u0000000002",
                     *               "userName": "ben",
                     *               "isVerified": true,
                     *               "country": "US"
                     *             },
                     *             "rating": 4.6,
                     *             "ratingCount": 212,
                     *             "image": "p/pr00000001.svg",
                     *             "images": [
                     *               "p/pr00000001.svg",
                     *               "p/pr00000001-2.svg",
                     *               "p/pr00000001-3.svg"
                     *             ],
                     *             "saved": false,
                     *             "createdAt": 1795000000000
                     *           }
                     *         ],
                     *         "nextCursor": null,
                     *         "total": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["MarketProductPageEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    marketReviewCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "productId": "pr00000001",
                 *       "stars": 4,
                 *       "text": "Good sound, the case is a little bulky."
                 *     }
                 */
                "application/json": components["schemas"]["MarketReviewInput"];
            };
        };
        responses: {
            /** @description The review, now on the product page */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "market.reviewed",
                     *       "message": "Thanks for your review",
                     *       "data": {
                     *         "id": "rv00000002",
                     *         "productId": "pr00000001",
                     *         "author": {
                     *           "uid": "u0000000001",
                     *           "userName": "ada",
                     *           "isVerified": true,
                     *           "country": "NG"
                     *         },
                     *         "stars": 4,
                     *         "text": "Good sound, the case is a little bulky.",
                     *         "createdAt": 1795000000000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["MarketReviewEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    marketReviews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "pr00000001"
                 *     }
                 */
                "application/json": components["schemas"]["MarketProductRef"];
            };
        };
        responses: {
            /** @description The reviews */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "items": [
                     *           {
                     *             "id": "rv00000001",
                     *             "productId": "pr00000001",
                     *             "author": {
                     *               "uid": "u0000000006",
                     *               "userName": "fela",
                     *               "isVerified": false,
                     *               "country": "NG"
                     *             },
                     *             "stars": 5,
                     *             "text": "Exactly as described, and well packed.",
                     *             "createdAt": 1795000000000
                     *           }
                     *         ],
                     *         "rating": 5,
                     *         "ratingCount": 1,
                     *         "canReview": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["MarketReviewsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    marketSaved: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description Saved products */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": []
                     *     }
                     */
                    "application/json": components["schemas"]["MarketProductsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    marketSavedSet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "productId": "pr00000001",
                 *       "saved": true
                 *     }
                 */
                "application/json": components["schemas"]["MarketSavedInput"];
            };
        };
        responses: {
            /** @description The product, with its new saved state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "market.saved",
                     *       "message": "Saved",
                     *       "data": {
                     *         "id": "pr00000001",
                     *         "title": "Noise-cancelling headphones",
                     *         "description": "Over-ear wireless headphones with 30 hours of battery.",
                     *         "category": "electronics",
                     *         "featured": true,
                     *         "price": 129,
                     *         "stock": 14,
                     *         "sold": 41,
                     *         "seller": {
                     *           "uid": "u0000000002",
                     *           "userName": "ben",
                     *           "isVerified": true,
                     *           "country": "US"
                     *         },
                     *         "rating": 4.6,
                     *         "ratingCount": 212,
                     *         "image": "p/pr00000001.svg",
                     *         "images": [
                     *           "p/pr00000001.svg",
                     *           "p/pr00000001-2.svg",
                     *           "p/pr00000001-3.svg"
                     *         ],
                     *         "saved": true,
                     *         "createdAt": 1795000000000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["MarketProductEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    payActivity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "types": [
                 *         "send",
                 *         "receive"
                 *       ],
                 *       "asset": "USD",
                 *       "from": 1790000000000,
                 *       "to": 1800000000000,
                 *       "page": 1,
                 *       "pageSize": 20
                 *     }
                 */
                "application/json": components["schemas"]["PayActivityQuery"];
            };
        };
        responses: {
            /** @description One page of movements */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "items": [
                     *           {
                     *             "id": "mv00000001",
                     *             "type": "send",
                     *             "reason": null,
                     *             "direction": "out",
                     *             "status": "completed",
                     *             "asset": "USD",
                     *             "amount": 10000,
                     *             "fee": 50,
                     *             "counterAsset": null,
                     *             "counterAmount": null,
                     *             "counterparty": {
                     *               "uid": "u0000000002",
                     *               "userName": "ben",
                     *               "isVerified": true,
                     *               "country": "US"
                     *             },
                     *             "method": null,
                     *             "note": "Lunch",
                     *             "ref": null,
                     *             "createdAt": 1795000000000,
                     *             "updatedAt": 1795000000000
                     *           },
                     *           {
                     *             "id": "mvl000002s",
                     *             "type": "market",
                     *             "reason": "market_purchase",
                     *             "direction": "out",
                     *             "status": "completed",
                     *             "asset": "OSBT",
                     *             "amount": 129,
                     *             "fee": 0,
                     *             "counterAsset": null,
                     *             "counterAmount": null,
                     *             "counterparty": null,
                     *             "method": null,
                     *             "note": null,
                     *             "ref": "mo00000004",
                     *             "createdAt": 1794990000000,
                     *             "updatedAt": 1794990000000
                     *           }
                     *         ],
                     *         "page": 1,
                     *         "pageSize": 20,
                     *         "total": 2
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PayActivityEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    payReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "mv00000001"
                 *     }
                 */
                "application/json": components["schemas"]["PayReceiptQuery"];
            };
        };
        responses: {
            /** @description The receipt */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "movement": {
                     *           "id": "mv00000001",
                     *           "type": "send",
                     *           "reason": null,
                     *           "direction": "out",
                     *           "status": "completed",
                     *           "asset": "USD",
                     *           "amount": 10000,
                     *           "fee": 50,
                     *           "counterAsset": null,
                     *           "counterAmount": null,
                     *           "counterparty": {
                     *             "uid": "u0000000002",
                     *             "userName": "ben",
                     *             "isVerified": true,
                     *             "country": "US"
                     *           },
                     *           "method": null,
                     *           "note": "Lunch",
                     *           "ref": null,
                     *           "createdAt": 1795000000000,
                     *           "updatedAt": 1795000000000
                     *         },
                     *         "rate": null,
                     *         "history": [
                     *           {
                     *             "status": "completed",
                     *             "at": 1795000000000
                     *           }
                     *         ],
                     *         "ledger": [
                     *           {
                     *             "id": "pay:send:u0000000001:5f0c8a52-52a4-4f5e-9a51-2d0f4f0e1a11",
                     *             "at": 1795000000000,
                     *             "legs": [
                     *               {
                     *                 "from": "me",
                     *                 "to": "counterparty",
                     *                 "asset": "USD",
                     *                 "amount": 10000
                     *               },
                     *               {
                     *                 "from": "me",
                     *                 "to": "fees",
                     *                 "asset": "USD",
                     *                 "amount": 50
                     *               }
                     *             ]
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PayReceiptEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    payAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "requestId": "add-7f3k2m9q",
                 *       "asset": "USD",
                 *       "amount": 5000,
                 *       "method": "card",
                 *       "source": "4242"
                 *     }
                 */
                "application/json": components["schemas"]["PayAddInput"];
            };
        };
        responses: {
            /** @description The pending movement */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "pay.addStarted",
                     *       "message": "Payment started",
                     *       "data": {
                     *         "id": "mv00000003",
                     *         "type": "add",
                     *         "reason": null,
                     *         "direction": "in",
                     *         "status": "pending",
                     *         "asset": "USD",
                     *         "amount": 5000,
                     *         "fee": 75,
                     *         "counterAsset": null,
                     *         "counterAmount": null,
                     *         "counterparty": null,
                     *         "method": "card",
                     *         "note": "•••• 4242",
                     *         "ref": null,
                     *         "createdAt": 1795000000000,
                     *         "updatedAt": 1795000000000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PayMovementEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    payAssets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description Assets */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "assets": [
                     *           {
                     *             "code": "USD",
                     *             "name": "US Dollar",
                     *             "kind": "fiat",
                     *             "precision": 2,
                     *             "symbol": "$",
                     *             "p2p": false,
                     *             "sendFeeBps": 50,
                     *             "convertFeeBps": 50,
                     *             "min": 1,
                     *             "max": 100000000,
                     *             "giftCardMin": 100,
                     *             "giftCardMax": 200000,
                     *             "add": [
                     *               {
                     *                 "method": "card",
                     *                 "feeBps": 150,
                     *                 "feeFixed": 0,
                     *                 "min": 100,
                     *                 "max": 1000000,
                     *                 "settleMs": 60000
                     *               }
                     *             ],
                     *             "withdraw": [
                     *               {
                     *                 "method": "bank",
                     *                 "feeBps": 0,
                     *                 "feeFixed": 100,
                     *                 "min": 100,
                     *                 "max": 1000000,
                     *                 "settleMs": 3600000
                     *               }
                     *             ]
                     *           }
                     *         ]
                     *       },
                     *       "rates": {
                     *         "OSBT": 1,
                     *         "USD": 1,
                     *         "USDT": 1,
                     *         "NGN": 1550
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PayAssetsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    payConvertExecute: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "quoteId": "qt00000001",
                 *       "requestId": "conv-7f3k2m9q"
                 *     }
                 */
                "application/json": components["schemas"]["PayQuoteExecuteInput"];
            };
        };
        responses: {
            /** @description Converted (the movement) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "pay.converted",
                     *       "message": "Converted",
                     *       "data": {
                     *         "id": "mv00000002",
                     *         "type": "convert",
                     *         "reason": null,
                     *         "direction": "out",
                     *         "status": "completed",
                     *         "asset": "USD",
                     *         "amount": 10000,
                     *         "fee": 50,
                     *         "counterAsset": "NGN",
                     *         "counterAmount": 15422500,
                     *         "counterparty": null,
                     *         "method": null,
                     *         "note": "",
                     *         "ref": "qt00000001",
                     *         "createdAt": 1795000000000,
                     *         "updatedAt": 1795000000000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PayMovementEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    payConvertQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "from": "USD",
                 *       "to": "NGN",
                 *       "amount": 10000
                 *     }
                 */
                "application/json": components["schemas"]["PayQuoteInput"];
            };
        };
        responses: {
            /** @description The quote */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "pay.quoteReady",
                     *       "message": "Quote ready",
                     *       "data": {
                     *         "id": "qt00000001",
                     *         "from": "USD",
                     *         "to": "NGN",
                     *         "amount": 10000,
                     *         "fee": 50,
                     *         "receive": 15422500,
                     *         "rate": 1550,
                     *         "createdAt": 1795000000000,
                     *         "expiresAt": 1795000030000,
                     *         "now": 1795000000000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PayQuoteEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    payGiftCardBuy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "requestId": "gift-7f3k2m9q",
                 *       "asset": "OSBT",
                 *       "amount": 500,
                 *       "message": "Happy birthday!"
                 *     }
                 */
                "application/json": components["schemas"]["PayGiftCardInput"];
            };
        };
        responses: {
            /** @description The card */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "gift.ready",
                     *       "message": "Gift card ready",
                     *       "data": {
                     *         "id": "gc00000001",
                     *         "code": "OSB-7K2M-9QXD-4HBT",
                     *         "asset": "OSBT",
                     *         "amount": 500,
                     *         "message": "Happy birthday!",
                     *         "status": "active",
                     *         "role": "bought",
                     *         "buyer": {
                     *           "uid": "u0000000001",
                     *           "userName": "ada",
                     *           "isVerified": true,
                     *           "country": "NG"
                     *         },
                     *         "redeemedBy": null,
                     *         "createdAt": 1795000000000,
                     *         "redeemedAt": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PayGiftCardEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    payGiftCardCancel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "gc00000001"
                 *     }
                 */
                "application/json": components["schemas"]["PayGiftCardRef"];
            };
        };
        responses: {
            /** @description Cancelled (the value is back in the balance) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "gift.cancelled",
                     *       "message": "Gift card cancelled",
                     *       "data": {
                     *         "id": "gc00000001",
                     *         "code": "OSB-7K2M-9QXD-4HBT",
                     *         "asset": "OSBT",
                     *         "amount": 500,
                     *         "message": "Happy birthday!",
                     *         "status": "cancelled",
                     *         "role": "bought",
                     *         "buyer": {
                     *           "uid": "u0000000001",
                     *           "userName": "ada",
                     *           "isVerified": true,
                     *           "country": "NG"
                     *         },
                     *         "redeemedBy": null,
                     *         "createdAt": 1795000000000,
                     *         "redeemedAt": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PayGiftCardEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    payGiftCards: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description Cards */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": []
                     *     }
                     */
                    "application/json": components["schemas"]["PayGiftCardsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    payGiftCardRedeem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "requestId": "redeem-7f3k2m9q",
                 *       "code": "OSB-7K2M-9QXD-4HBT"
                 *     }
                 */
                "application/json": components["schemas"]["PayGiftCardRedeemInput"];
            };
        };
        responses: {
            /** @description Redeemed (the value reached the balance) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "gift.redeemed",
                     *       "message": "Gift card redeemed",
                     *       "data": {
                     *         "id": "gc00000001",
                     *         "code": "OSB-7K2M-9QXD-4HBT",
                     *         "asset": "OSBT",
                     *         "amount": 500,
                     *         "message": "Happy birthday!",
                     *         "status": "redeemed",
                     *         "role": "redeemed",
                     *         "buyer": {
                     *           "uid": "u0000000001",
                     *           "userName": "ada",
                     *           "isVerified": true,
                     *           "country": "NG"
                     *         },
                     *         "redeemedBy": {
                     *           "uid": "u0000000002",
                     *           "userName": "ben",
                     *           "isVerified": true,
                     *           "country": "US"
                     *         },
                     *         "createdAt": 1795000000000,
                     *         "redeemedAt": 1795000060000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PayGiftCardEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    payP2pAdCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "requestId": "ad-7f3k2m9q",
                 *       "side": "sell",
                 *       "asset": "USDT",
                 *       "fiat": "NGN",
                 *       "price": 158000,
                 *       "total": 500000000,
                 *       "minFiat": 1000000,
                 *       "maxFiat": 50000000,
                 *       "methods": [
                 *         "bank_transfer"
                 *       ],
                 *       "terms": "Pay from an account in your own name.",
                 *       "timeLimitMin": 15,
                 *       "payment": {
                 *         "bank_transfer": {
                 *           "bankName": "GTBank",
                 *           "accountNumber": "0123456789",
                 *           "accountName": "Ada Lovelace"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["PayP2pAdInput"];
            };
        };
        responses: {
            /** @description The ad */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "p2p.adPosted",
                     *       "message": "Ad posted",
                     *       "data": {
                     *         "id": "ad00000001",
                     *         "owner": {
                     *           "uid": "u0000000001",
                     *           "userName": "ada",
                     *           "isVerified": true,
                     *           "country": "NG",
                     *           "orders": 12,
                     *           "completionRate": 98,
                     *           "positiveRate": 100
                     *         },
                     *         "mine": true,
                     *         "side": "sell",
                     *         "asset": "USDT",
                     *         "fiat": "NGN",
                     *         "price": 158000,
                     *         "total": 500000000,
                     *         "available": 500000000,
                     *         "minFiat": 1000000,
                     *         "maxFiat": 50000000,
                     *         "methods": [
                     *           "bank_transfer"
                     *         ],
                     *         "terms": "Pay from an account in your own name.",
                     *         "timeLimitMin": 15,
                     *         "status": "active",
                     *         "createdAt": 1795000000000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PayP2pAdEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    payP2pAdDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "ad00000001"
                 *     }
                 */
                "application/json": components["schemas"]["PayP2pAdRef"];
            };
        };
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "p2p.adDeleted",
                     *       "message": "Ad deleted",
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["NullEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    payP2pAds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description My ads */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": []
                     *     }
                     */
                    "application/json": components["schemas"]["PayP2pAdsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    payP2pAdUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "ad00000001",
                 *       "status": "paused"
                 *     }
                 */
                "application/json": components["schemas"]["PayP2pAdUpdate"];
            };
        };
        responses: {
            /** @description The ad after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "p2p.adPaused",
                     *       "message": "Ad paused",
                     *       "data": {
                     *         "id": "ad00000001",
                     *         "owner": {
                     *           "uid": "u0000000001",
                     *           "userName": "ada",
                     *           "isVerified": true,
                     *           "country": "NG",
                     *           "orders": 12,
                     *           "completionRate": 98,
                     *           "positiveRate": 100
                     *         },
                     *         "mine": true,
                     *         "side": "sell",
                     *         "asset": "USDT",
                     *         "fiat": "NGN",
                     *         "price": 158000,
                     *         "total": 500000000,
                     *         "available": 500000000,
                     *         "minFiat": 1000000,
                     *         "maxFiat": 50000000,
                     *         "methods": [
                     *           "bank_transfer"
                     *         ],
                     *         "terms": "",
                     *         "timeLimitMin": 15,
                     *         "status": "paused",
                     *         "createdAt": 1795000000000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PayP2pAdEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    payP2pOffers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "side": "buy",
                 *       "asset": "USDT",
                 *       "fiat": "NGN",
                 *       "method": "bank_transfer",
                 *       "amount": 5000000
                 *     }
                 */
                "application/json": components["schemas"]["PayP2pOfferQuery"];
            };
        };
        responses: {
            /** @description Matching ads */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": []
                     *     }
                     */
                    "application/json": components["schemas"]["PayP2pAdsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    payP2pOrderCancel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "od00000001"
                 *     }
                 */
                "application/json": components["schemas"]["PayP2pOrderRef"];
            };
        };
        responses: {
            /** @description Cancelled */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "p2p.orderCancelled",
                     *       "message": "Order cancelled",
                     *       "data": {
                     *         "id": "od00000001",
                     *         "adId": "ad00000001",
                     *         "role": "buyer",
                     *         "buyer": {
                     *           "uid": "u0000000002",
                     *           "userName": "ben",
                     *           "isVerified": true,
                     *           "country": "US"
                     *         },
                     *         "seller": {
                     *           "uid": "u0000000001",
                     *           "userName": "ada",
                     *           "isVerified": true,
                     *           "country": "NG"
                     *         },
                     *         "asset": "USDT",
                     *         "fiat": "NGN",
                     *         "price": 158000,
                     *         "amount": 31645569,
                     *         "fiatAmount": 5000000,
                     *         "method": "bank_transfer",
                     *         "paymentDetails": {
                     *           "bankName": "GTBank",
                     *           "accountNumber": "0123456789",
                     *           "accountName": "Ada Lovelace"
                     *         },
                     *         "terms": "",
                     *         "status": "cancelled",
                     *         "createdAt": 1795000000000,
                     *         "expiresAt": 1795000900000,
                     *         "paidAt": null,
                     *         "closedAt": 1795000300000,
                     *         "disputeAfter": null,
                     *         "disputeReason": null,
                     *         "dispute": null,
                     *         "feedback": {
                     *           "given": null,
                     *           "received": null
                     *         },
                     *         "now": 1795000000000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PayP2pOrderEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    payP2pOrderCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "requestId": "order-7f3k2m9q",
                 *       "adId": "ad00000001",
                 *       "fiatAmount": 5000000,
                 *       "method": "bank_transfer"
                 *     }
                 */
                "application/json": components["schemas"]["PayP2pOrderInput"];
            };
        };
        responses: {
            /** @description The order */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "p2p.orderCreated",
                     *       "message": "Order created",
                     *       "data": {
                     *         "id": "od00000001",
                     *         "adId": "ad00000001",
                     *         "role": "buyer",
                     *         "buyer": {
                     *           "uid": "u0000000002",
                     *           "userName": "ben",
                     *           "isVerified": true,
                     *           "country": "US"
                     *         },
                     *         "seller": {
                     *           "uid": "u0000000001",
                     *           "userName": "ada",
                     *           "isVerified": true,
                     *           "country": "NG"
                     *         },
                     *         "asset": "USDT",
                     *         "fiat": "NGN",
                     *         "price": 158000,
                     *         "amount": 31645569,
                     *         "fiatAmount": 5000000,
                     *         "method": "bank_transfer",
                     *         "paymentDetails": {
                     *           "bankName": "GTBank",
                     *           "accountNumber": "0123456789",
                     *           "accountName": "Ada Lovelace"
                     *         },
                     *         "terms": "",
                     *         "status": "pending",
                     *         "createdAt": 1795000000000,
                     *         "expiresAt": 1795000900000,
                     *         "paidAt": null,
                     *         "closedAt": null,
                     *         "disputeAfter": null,
                     *         "disputeReason": null,
                     *         "dispute": null,
                     *         "feedback": {
                     *           "given": null,
                     *           "received": null
                     *         },
                     *         "now": 1795000000000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PayP2pOrderEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    payP2pOrderDispute: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "od00000001",
                 *       "reason": "I paid but the seller does not release."
                 *     }
                 */
                "application/json": components["schemas"]["PayP2pDisputeInput"];
            };
        };
        responses: {
            /** @description Disputed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "p2p.disputeOpened",
                     *       "message": "Dispute opened",
                     *       "data": {
                     *         "id": "od00000001",
                     *         "adId": "ad00000001",
                     *         "role": "buyer",
                     *         "buyer": {
                     *           "uid": "u0000000002",
                     *           "userName": "ben",
                     *           "isVerified": true,
                     *           "country": "US"
                     *         },
                     *         "seller": {
                     *           "uid": "u0000000001",
                     *           "userName": "ada",
                     *           "isVerified": true,
                     *           "country": "NG"
                     *         },
                     *         "asset": "USDT",
                     *         "fiat": "NGN",
                     *         "price": 158000,
                     *         "amount": 31645569,
                     *         "fiatAmount": 5000000,
                     *         "method": "bank_transfer",
                     *         "paymentDetails": {
                     *           "bankName": "GTBank",
                     *           "accountNumber": "0123456789",
                     *           "accountName": "Ada Lovelace"
                     *         },
                     *         "terms": "",
                     *         "status": "disputed",
                     *         "createdAt": 1795000000000,
                     *         "expiresAt": 1795000900000,
                     *         "paidAt": 1795000120000,
                     *         "closedAt": null,
                     *         "disputeAfter": 1795000720000,
                     *         "disputeReason": "I paid but the seller does not release.",
                     *         "dispute": {
                     *           "openedBy": "buyer",
                     *           "openedAt": 1795000800000,
                     *           "decideBy": 1795605600000,
                     *           "evidence": [],
                     *           "resolution": null
                     *         },
                     *         "feedback": {
                     *           "given": null,
                     *           "received": null
                     *         },
                     *         "now": 1795000000000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PayP2pOrderEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    payP2pOrderEvidence: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "od00000001",
                 *       "keys": [
                 *         "u0000000002/1795000000000-receipt.png"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["PayP2pEvidenceInput"];
            };
        };
        responses: {
            /** @description The order with its evidence */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "p2p.evidenceAdded",
                     *       "message": "Evidence added",
                     *       "data": {
                     *         "id": "od00000001",
                     *         "adId": "ad00000001",
                     *         "role": "buyer",
                     *         "buyer": {
                     *           "uid": "u0000000003",
                     *           "userName": "chidi",
                     *           "isVerified": false,
                     *           "country": "GB"
                     *         },
                     *         "seller": {
                     *           "uid": "u0000000002",
                     *           "userName": "ben",
                     *           "isVerified": true,
                     *           "country": "US"
                     *         },
                     *         "asset": "OSBT",
                     *         "fiat": "NGN",
                     *         "price": 155000,
                     *         "amount": 10,
                     *         "fiatAmount": 1550000,
                     *         "method": "bank_transfer",
                     *         "paymentDetails": {
                     *           "bankName": "Chase",
                     *           "accountNumber": "000123456789",
                     *           "accountName": "Ben Carter"
                     *         },
                     *         "terms": "",
                     *         "status": "disputed",
                     *         "createdAt": 1795000000000,
                     *         "expiresAt": 1795000900000,
                     *         "paidAt": 1795000100000,
                     *         "closedAt": null,
                     *         "disputeAfter": 1795000700000,
                     *         "disputeReason": "I paid and the seller refuses to release",
                     *         "dispute": {
                     *           "openedBy": "buyer",
                     *           "openedAt": 1795000800000,
                     *           "decideBy": 1795605600000,
                     *           "evidence": [
                     *             {
                     *               "key": "up/0123456789abcdef.png",
                     *               "by": "buyer",
                     *               "at": 1795000900000
                     *             }
                     *           ],
                     *           "resolution": null
                     *         },
                     *         "feedback": {
                     *           "given": null,
                     *           "received": null
                     *         },
                     *         "now": 1795000900000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PayP2pOrderEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    payP2pOrderFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "od00000001",
                 *       "rating": "positive",
                 *       "comment": "Fast and friendly"
                 *     }
                 */
                "application/json": components["schemas"]["PayP2pFeedbackInput"];
            };
        };
        responses: {
            /** @description Feedback saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "p2p.feedbackThanks",
                     *       "message": "Thanks for your feedback",
                     *       "data": {
                     *         "id": "od00000001",
                     *         "adId": "ad00000001",
                     *         "role": "buyer",
                     *         "buyer": {
                     *           "uid": "u0000000002",
                     *           "userName": "ben",
                     *           "isVerified": true,
                     *           "country": "US"
                     *         },
                     *         "seller": {
                     *           "uid": "u0000000001",
                     *           "userName": "ada",
                     *           "isVerified": true,
                     *           "country": "NG"
                     *         },
                     *         "asset": "USDT",
                     *         "fiat": "NGN",
                     *         "price": 158000,
                     *         "amount": 31645569,
                     *         "fiatAmount": 5000000,
                     *         "method": "bank_transfer",
                     *         "paymentDetails": {
                     *           "bankName": "GTBank",
                     *           "accountNumber": "0123456789",
                     *           "accountName": "Ada Lovelace"
                     *         },
                     *         "terms": "",
                     *         "status": "completed",
                     *         "createdAt": 1795000000000,
                     *         "expiresAt": 1795000900000,
                     *         "paidAt": 1795000120000,
                     *         "closedAt": 1795000300000,
                     *         "disputeAfter": 1795000720000,
                     *         "disputeReason": null,
                     *         "dispute": null,
                     *         "feedback": {
                     *           "given": {
                     *             "rating": "positive",
                     *             "comment": "Fast and friendly"
                     *           },
                     *           "received": null
                     *         },
                     *         "now": 1795000000000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PayP2pOrderEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    payP2pOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "od00000001"
                 *     }
                 */
                "application/json": components["schemas"]["PayP2pOrderRef"];
            };
        };
        responses: {
            /** @description The order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "id": "od00000001",
                     *         "adId": "ad00000001",
                     *         "role": "buyer",
                     *         "buyer": {
                     *           "uid": "u0000000002",
                     *           "userName": "ben",
                     *           "isVerified": true,
                     *           "country": "US"
                     *         },
                     *         "seller": {
                     *           "uid": "u0000000001",
                     *           "userName": "ada",
                     *           "isVerified": true,
                     *           "country": "NG"
                     *         },
                     *         "asset": "USDT",
                     *         "fiat": "NGN",
                     *         "price": 158000,
                     *         "amount": 31645569,
                     *         "fiatAmount": 5000000,
                     *         "method": "bank_transfer",
                     *         "paymentDetails": {
                     *           "bankName": "GTBank",
                     *           "accountNumber": "0123456789",
                     *           "accountName": "Ada Lovelace"
                     *         },
                     *         "terms": "",
                     *         "status": "pending",
                     *         "createdAt": 1795000000000,
                     *         "expiresAt": 1795000900000,
                     *         "paidAt": null,
                     *         "closedAt": null,
                     *         "disputeAfter": null,
                     *         "disputeReason": null,
                     *         "dispute": null,
                     *         "feedback": {
                     *           "given": null,
                     *           "received": null
                     *         },
                     *         "now": 1795000000000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PayP2pOrderEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    payP2pOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "state": "open"
                 *     }
                 */
                "application/json": components["schemas"]["PayP2pOrderQuery"];
            };
        };
        responses: {
            /** @description Orders */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": []
                     *     }
                     */
                    "application/json": components["schemas"]["PayP2pOrdersEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    payP2pOrderMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "od00000001",
                 *       "requestId": "msg-7f3k2m9q",
                 *       "text": "Paying now"
                 *     }
                 */
                "application/json": components["schemas"]["PayP2pMessageInput"];
            };
        };
        responses: {
            /** @description The message */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "p2p.messageSent",
                     *       "message": "Sent",
                     *       "data": {
                     *         "id": "ms00000002",
                     *         "kind": "user",
                     *         "uid": "u0000000002",
                     *         "text": "Paying now",
                     *         "at": 1795000030000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PayP2pMessageEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    payP2pOrderMessages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "od00000001"
                 *     }
                 */
                "application/json": components["schemas"]["PayP2pOrderRef"];
            };
        };
        responses: {
            /** @description Messages */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": [
                     *         {
                     *           "id": "ms00000001",
                     *           "kind": "system",
                     *           "uid": null,
                     *           "text": "created",
                     *           "at": 1795000000000
                     *         },
                     *         {
                     *           "id": "ms00000002",
                     *           "kind": "user",
                     *           "uid": "u0000000002",
                     *           "text": "Paying now",
                     *           "at": 1795000030000
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PayP2pMessagesEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    payP2pOrderPaid: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "od00000001"
                 *     }
                 */
                "application/json": components["schemas"]["PayP2pOrderRef"];
            };
        };
        responses: {
            /** @description Marked as paid */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "p2p.markedPaid",
                     *       "message": "Marked as paid",
                     *       "data": {
                     *         "id": "od00000001",
                     *         "adId": "ad00000001",
                     *         "role": "buyer",
                     *         "buyer": {
                     *           "uid": "u0000000002",
                     *           "userName": "ben",
                     *           "isVerified": true,
                     *           "country": "US"
                     *         },
                     *         "seller": {
                     *           "uid": "u0000000001",
                     *           "userName": "ada",
                     *           "isVerified": true,
                     *           "country": "NG"
                     *         },
                     *         "asset": "USDT",
                     *         "fiat": "NGN",
                     *         "price": 158000,
                     *         "amount": 31645569,
                     *         "fiatAmount": 5000000,
                     *         "method": "bank_transfer",
                     *         "paymentDetails": {
                     *           "bankName": "GTBank",
                     *           "accountNumber": "0123456789",
                     *           "accountName": "Ada Lovelace"
                     *         },
                     *         "terms": "",
                     *         "status": "paid",
                     *         "createdAt": 1795000000000,
                     *         "expiresAt": 1795000900000,
                     *         "paidAt": 1795000120000,
                     *         "closedAt": null,
                     *         "disputeAfter": 1795000720000,
                     *         "disputeReason": null,
                     *         "dispute": null,
                     *         "feedback": {
                     *           "given": null,
                     *           "received": null
                     *         },
                     *         "now": 1795000000000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PayP2pOrderEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    payP2pOrderRelease: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "od00000001"
                 *     }
                 */
                "application/json": components["schemas"]["PayP2pOrderRef"];
            };
        };
        responses: {
            /** @description Released */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "p2p.released",
                     *       "message": "Released",
                     *       "data": {
                     *         "id": "od00000001",
                     *         "adId": "ad00000001",
                     *         "role": "seller",
                     *         "buyer": {
                     *           "uid": "u0000000002",
                     *           "userName": "ben",
                     *           "isVerified": true,
                     *           "country": "US"
                     *         },
                     *         "seller": {
                     *           "uid": "u0000000001",
                     *           "userName": "ada",
                     *           "isVerified": true,
                     *           "country": "NG"
                     *         },
                     *         "asset": "USDT",
                     *         "fiat": "NGN",
                     *         "price": 158000,
                     *         "amount": 31645569,
                     *         "fiatAmount": 5000000,
                     *         "method": "bank_transfer",
                     *         "paymentDetails": {
                     *           "bankName": "GTBank",
                     *           "accountNumber": "0123456789",
                     *           "accountName": "Ada Lovelace"
                     *         },
                     *         "terms": "",
                     *         "status": "completed",
                     *         "createdAt": 1795000000000,
                     *         "expiresAt": 1795000900000,
                     *         "paidAt": 1795000120000,
                     *         "closedAt": 1795000300000,
                     *         "disputeAfter": 1795000720000,
                     *         "disputeReason": null,
                     *         "dispute": null,
                     *         "feedback": {
                     *           "given": null,
                     *           "received": null
                     *         },
                     *         "now": 1795000000000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PayP2pOrderEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    payRecipients: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description Saved recipients */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": [
                     *         {
                     *           "id": "rc00000001",
                     *           "label": "Ben (rent)",
                     *           "party": {
                     *             "uid": "u0000000002",
                     *             "userName": "ben",
                     *             "isVerified": true,
                     *             "country": "US"
                     *           },
                     *           "createdAt": 1795000000000
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PayRecipientsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    payRecipientRemove: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "rc00000001"
                 *     }
                 */
                "application/json": components["schemas"]["PayRecipientRef"];
            };
        };
        responses: {
            /** @description Saved recipients after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "pay.recipientRemoved",
                     *       "message": "Recipient removed",
                     *       "data": []
                     *     }
                     */
                    "application/json": components["schemas"]["PayRecipientsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    payRecipientSave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "userName": "ben",
                 *       "label": "Ben (rent)"
                 *     }
                 */
                "application/json": components["schemas"]["PayRecipientInput"];
            };
        };
        responses: {
            /** @description The saved recipient */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "pay.recipientSaved",
                     *       "message": "Recipient saved",
                     *       "data": {
                     *         "id": "rc00000001",
                     *         "label": "Ben (rent)",
                     *         "party": {
                     *           "uid": "u0000000002",
                     *           "userName": "ben",
                     *           "isVerified": true,
                     *           "country": "US"
                     *         },
                     *         "createdAt": 1795000000000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PayRecipientEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    payRequestCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "requestId": "req-7f3k2m9q",
                 *       "asset": "NGN",
                 *       "amount": 500000,
                 *       "userName": "ben",
                 *       "note": "Dinner split"
                 *     }
                 */
                "application/json": components["schemas"]["PayRequestInput"];
            };
        };
        responses: {
            /** @description The request */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "pay.requestSent",
                     *       "message": "Request sent",
                     *       "data": {
                     *         "id": "rq00000001",
                     *         "role": "outgoing",
                     *         "requester": {
                     *           "uid": "u0000000001",
                     *           "userName": "ada",
                     *           "isVerified": true,
                     *           "country": "NG"
                     *         },
                     *         "payer": {
                     *           "uid": "u0000000002",
                     *           "userName": "ben",
                     *           "isVerified": true,
                     *           "country": "US"
                     *         },
                     *         "asset": "NGN",
                     *         "amount": 500000,
                     *         "fee": 2500,
                     *         "note": "Dinner split",
                     *         "status": "pending",
                     *         "createdAt": 1795000000000,
                     *         "respondedAt": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PayRequestEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    payRequestDecline: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "rq00000001"
                 *     }
                 */
                "application/json": components["schemas"]["PayRequestRef"];
            };
        };
        responses: {
            /** @description Declined (payer) or cancelled (requester) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "pay.requestDeclined",
                     *       "message": "Request declined",
                     *       "data": {
                     *         "id": "rq00000001",
                     *         "role": "incoming",
                     *         "requester": {
                     *           "uid": "u0000000001",
                     *           "userName": "ada",
                     *           "isVerified": true,
                     *           "country": "NG"
                     *         },
                     *         "payer": {
                     *           "uid": "u0000000002",
                     *           "userName": "ben",
                     *           "isVerified": true,
                     *           "country": "US"
                     *         },
                     *         "asset": "NGN",
                     *         "amount": 500000,
                     *         "fee": 2500,
                     *         "note": "Dinner split",
                     *         "status": "declined",
                     *         "createdAt": 1795000000000,
                     *         "respondedAt": 1795000060000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PayRequestEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    payRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "role": "incoming",
                 *       "status": "pending"
                 *     }
                 */
                "application/json": components["schemas"]["PayRequestQuery"];
            };
        };
        responses: {
            /** @description Requests */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": []
                     *     }
                     */
                    "application/json": components["schemas"]["PayRequestsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    payRequestPay: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "rq00000001",
                 *       "requestId": "pay-7f3k2m9q"
                 *     }
                 */
                "application/json": components["schemas"]["PayRequestPayInput"];
            };
        };
        responses: {
            /** @description Paid */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "pay.requestPaid",
                     *       "message": "Request paid",
                     *       "data": {
                     *         "id": "rq00000001",
                     *         "role": "incoming",
                     *         "requester": {
                     *           "uid": "u0000000001",
                     *           "userName": "ada",
                     *           "isVerified": true,
                     *           "country": "NG"
                     *         },
                     *         "payer": {
                     *           "uid": "u0000000002",
                     *           "userName": "ben",
                     *           "isVerified": true,
                     *           "country": "US"
                     *         },
                     *         "asset": "NGN",
                     *         "amount": 500000,
                     *         "fee": 2500,
                     *         "note": "Dinner split",
                     *         "status": "completed",
                     *         "createdAt": 1795000000000,
                     *         "respondedAt": 1795000060000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PayRequestEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    paySend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "requestId": "send-7f3k2m9q",
                 *       "asset": "USD",
                 *       "amount": 10000,
                 *       "userName": "ben",
                 *       "note": "Lunch"
                 *     }
                 */
                "application/json": components["schemas"]["PaySendInput"];
            };
        };
        responses: {
            /** @description Sent (the sender's movement) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "pay.sent",
                     *       "message": "Sent",
                     *       "data": {
                     *         "id": "mv00000001",
                     *         "type": "send",
                     *         "reason": null,
                     *         "direction": "out",
                     *         "status": "completed",
                     *         "asset": "USD",
                     *         "amount": 10000,
                     *         "fee": 50,
                     *         "counterAsset": null,
                     *         "counterAmount": null,
                     *         "counterparty": {
                     *           "uid": "u0000000002",
                     *           "userName": "ben",
                     *           "isVerified": true,
                     *           "country": "US"
                     *         },
                     *         "method": null,
                     *         "note": "Lunch",
                     *         "ref": null,
                     *         "createdAt": 1795000000000,
                     *         "updatedAt": 1795000000000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PayMovementEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    paySendPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "asset": "USD",
                 *       "amount": 10000,
                 *       "userName": "ben"
                 *     }
                 */
                "application/json": components["schemas"]["PaySendPreviewInput"];
            };
        };
        responses: {
            /** @description The preview */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "recipient": {
                     *           "uid": "u0000000002",
                     *           "userName": "ben",
                     *           "isVerified": true,
                     *           "country": "US"
                     *         },
                     *         "asset": "USD",
                     *         "amount": 10000,
                     *         "fee": 50,
                     *         "total": 10050
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PaySendPreviewEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    payStatement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "asset": "OSBT",
                 *       "month": "2026-11",
                 *       "timeZone": "America/Sao_Paulo"
                 *     }
                 */
                "application/json": components["schemas"]["PayStatementQuery"];
            };
        };
        responses: {
            /** @description The statement */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "asset": "OSBT",
                     *         "month": "2026-11",
                     *         "timeZone": "America/Sao_Paulo",
                     *         "from": 1793502000000,
                     *         "to": 1796093999999,
                     *         "opening": 500000,
                     *         "closing": 489950,
                     *         "totalIn": 0,
                     *         "totalOut": 10050,
                     *         "fees": 50,
                     *         "lines": [
                     *           {
                     *             "tx": "pay:send:u0000000001:5f0c8a52-52a4-4f5e-9a51-2d0f4f0e1a11",
                     *             "at": 1795000000000,
                     *             "amount": -10050,
                     *             "fee": 50,
                     *             "balance": 489950,
                     *             "movement": {
                     *               "id": "mv00000001",
                     *               "type": "send",
                     *               "reason": null,
                     *               "direction": "out",
                     *               "status": "completed",
                     *               "asset": "OSBT",
                     *               "amount": 10000,
                     *               "fee": 50,
                     *               "counterAsset": null,
                     *               "counterAmount": null,
                     *               "counterparty": {
                     *                 "uid": "u0000000002",
                     *                 "userName": "ben",
                     *                 "isVerified": true,
                     *                 "country": "US"
                     *               },
                     *               "method": null,
                     *               "note": "Lunch",
                     *               "ref": null,
                     *               "createdAt": 1795000000000,
                     *               "updatedAt": 1795000000000
                     *             }
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PayStatementEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    payWallet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description The wallet */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "balances": [
                     *           {
                     *             "asset": "OSBT",
                     *             "available": 50000,
                     *             "held": 0
                     *           },
                     *           {
                     *             "asset": "USD",
                     *             "available": 12550,
                     *             "held": 1000
                     *           }
                     *         ],
                     *         "pendingRequests": 1
                     *       },
                     *       "rates": {
                     *         "OSBT": 1,
                     *         "USD": 1,
                     *         "USDT": 1,
                     *         "NGN": 1550
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PayWalletEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    payWithdraw: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "requestId": "wd-7f3k2m9q",
                 *       "asset": "NGN",
                 *       "amount": 2000000,
                 *       "method": "bank",
                 *       "destination": "0123456789"
                 *     }
                 */
                "application/json": components["schemas"]["PayWithdrawInput"];
            };
        };
        responses: {
            /** @description The pending movement */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "pay.withdrawStarted",
                     *       "message": "Withdrawal started",
                     *       "data": {
                     *         "id": "mv00000004",
                     *         "type": "withdraw",
                     *         "reason": null,
                     *         "direction": "out",
                     *         "status": "pending",
                     *         "asset": "NGN",
                     *         "amount": 2000000,
                     *         "fee": 155000,
                     *         "counterAsset": null,
                     *         "counterAmount": null,
                     *         "counterparty": null,
                     *         "method": "bank",
                     *         "note": "0123456789",
                     *         "ref": null,
                     *         "createdAt": 1795000000000,
                     *         "updatedAt": 1795000000000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PayMovementEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    supportContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "requestId": "ct-7f3k2m9q1x",
                 *       "name": "Ngozi Okafor",
                 *       "email": "ngozi@example.com",
                 *       "topic": "partnerships",
                 *       "message": "We run 40 shops in Lagos and would like to take OSBT at the till."
                 *     }
                 */
                "application/json": components["schemas"]["ContactInput"];
            };
        };
        responses: {
            /** @description This request id already sent this message (nothing new) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "support.contactAlreadyReceived",
                     *       "message": "We already have this message",
                     *       "data": {
                     *         "id": "ct0000000001",
                     *         "email": "ngozi@example.com",
                     *         "topic": "partnerships",
                     *         "receivedAt": 1795000000000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ContactReceiptEnvelope"];
                };
            };
            /** @description Received; the team answers by e-mail */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "support.contactReceived",
                     *       "message": "Message received",
                     *       "data": {
                     *         "id": "ct0000000001",
                     *         "email": "ngozi@example.com",
                     *         "topic": "partnerships",
                     *         "receivedAt": 1795000000000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ContactReceiptEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    platformStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description The platform's state now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "code": "common.ok",
                     *       "message": "OK",
                     *       "data": {
                     *         "status": "operational",
                     *         "areas": [],
                     *         "checkedAt": 1795000000000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformStatusEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
}
