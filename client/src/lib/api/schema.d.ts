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
    "/{product}/play/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Challenge a contact, or accept (a) or reject (x) a challenge */
        post: operations["playAction"];
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
        /** Resolve the current game (both moved, or 30 s passed) */
        post: operations["resolvePlay"];
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
    "/account/auth/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with email and password */
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
        /** Create an account (starts with todo "profile") */
        post: operations["signUp"];
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
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AccountUpdate: {
            country?: components["schemas"]["CountryCode"];
            currency?: components["schemas"]["CurrencyCode"];
            /** @description An IANA time zone name */
            timeZone?: string;
            userName?: components["schemas"]["UserName"];
        };
        /** @description Asset code to balance, in the asset's minor units */
        Assets: {
            [key: string]: number;
        };
        ChatListEntry: {
            data: components["schemas"]["ChatMessage"];
            /** @enum {string} */
            type: "community" | "chat";
        };
        ChatMessage: {
            /** @description conversation id */
            c?: string;
            /** @description message id */
            i: string;
            /** @description message text */
            m: string;
            /** @description sender or community name */
            n?: string;
            /**
             * @description state: p pending, d delivered, r read
             * @enum {string}
             */
            s: "p" | "d" | "r";
            /** @description time (ms since epoch) */
            t: number;
            u: components["schemas"]["Uid"];
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
            data: components["schemas"]["Contacts"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        /** @description ISO 3166-1 alpha-2 code; IA shows a white flag */
        CountryCode: string;
        CreatedIdEnvelope: {
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
            data: null;
            message: string;
            /** @enum {string} */
            status: "error";
        };
        /** @description Conversation id to its newest message */
        InboxBatch: {
            [key: string]: components["schemas"]["ChatListEntry"];
        };
        InboxEnvelope: {
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
        NewCommunity: {
            description: string;
            /** @description Under 25 characters (spec section 5) */
            name: string;
        };
        NewCredentials: {
            /** Format: email */
            email: string;
            password: string;
        };
        NewPost: {
            country: string;
            description: string;
            /** @description Keys returned by the media upload */
            media: string[];
            tags: string[];
            /** @description Quote text (spec section 5) */
            text: string;
            type: components["schemas"]["PostType"];
        };
        NullEnvelope: {
            data: null;
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
            i: string;
            /**
             * @description a accept, x reject
             * @enum {string}
             */
            t: "a" | "x";
        };
        PlayData: {
            /** @description the opponent is connected */
            c: boolean;
            /** @description game id */
            i: string;
            /** @description my move is done */
            m: boolean;
            /** @description the opponent's move is done */
            p: boolean;
            r?: components["schemas"]["PlayResult"];
            /** @description start time (ms since epoch) */
            t: number;
        };
        PlayEnvelope: {
            data: components["schemas"]["PlayData"] | null;
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        PlayResolve: {
            i: string;
        };
        PlayResolveEnvelope: {
            data: {
                r?: components["schemas"]["PlayResult"];
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
        /** @enum {string} */
        PostType: "Images" | "Video" | "Text" | "Audio";
        Profile: {
            country: components["schemas"]["CountryCode"];
            isVerified: boolean;
            /** @description Composite identifier userName-isVerified-country-uid */
            nid: string;
            uid: components["schemas"]["Uid"];
            userName: components["schemas"]["UserName"];
        };
        ProfileEnvelope: {
            data: components["schemas"]["Profile"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        ProfileQuery: {
            userName: components["schemas"]["UserName"];
        };
        /** @description Uppercase currency code (OSBT included) to units of it per 1 USD. */
        Rates: {
            [key: string]: number;
        };
        RatesEnvelope: {
            data: components["schemas"]["Rates"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        /** @description Stake letters a–t map to 10 … 5242880 OSBT (spec section 9) */
        StakeLetter: string;
        TokenEnvelope: {
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
            data: {
                uid: string;
            };
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
            /** @description Staff may use the admin area */
            isStaff: boolean;
            isVerified: boolean;
            playData: components["schemas"]["PlayData"] | null;
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
            data: components["schemas"]["User"];
            message: string;
            rates?: components["schemas"]["Rates"];
            /** @enum {string} */
            status: "success";
        };
        /** @description 3–25 lowercase letters, digits or underscores (spec section 5) */
        UserName: string;
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
                 *       "message": "That username is taken",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Signed in but not allowed */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "error",
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
                 *       "message": "The request body is too large",
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
                 *       "message": "Too many attempts. Try again in a minute.",
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
                     *       "message": "Contacts removed",
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ContactsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
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
                     *       "message": "OK",
                     *       "data": {
                     *         "ab12cd34ef56": {
                     *           "type": "chat",
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
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
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
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
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
                     *       "message": "OK",
                     *       "data": {
                     *         "uid": "u0000000002",
                     *         "nid": "ben-1-US-u0000000002",
                     *         "userName": "ben",
                     *         "isVerified": true,
                     *         "country": "US"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ProfileEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
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
                     *       "message": "You have been logged out successfully",
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["NullEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
}
