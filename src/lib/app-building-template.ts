// The free download of the /blueprint page: 'App Building Template.txt', a fill-in
// document that walks through the six items the page lists, in the same order and words. It is
// plain text so it opens anywhere and pastes into any notes app or AI assistant. Loaded only
// when the thank-you view shows, so it never weighs on the page's first load.

export const APP_BUILDING_TEMPLATE_FILE_NAME = 'App Building Template.txt';

export const APP_BUILDING_TEMPLATE = `APP BUILDING TEMPLATE
From idea to a buildable plan, in six steps
=========================================================================

HOW TO USE THIS TEMPLATE
- Work top to bottom. Each step uses the answers of the steps before it.
- Replace every [bracketed prompt] with your own words. Delete prompts that
  do not apply rather than leaving them blank, so the gaps you keep are real.
- Short, concrete answers beat long vague ones: "agents upload 20 photos per
  listing" is more useful than "easy photo management".
- When a step is done, tick its checklist. A plan with all six checklists
  ticked is ready to be estimated, designed and built - by you, a developer
  or an AI coding assistant (paste the whole file in as context).

Project name: [ ]
Prepared by:  [ ]            Date: [ ]            Version: [1]


=========================================================================
STEP 1 - DYNAMIC PROJECT OVERVIEW EXTRACTION
Pull the essentials of the idea out of your head and onto one page.
=========================================================================

1.1 One-sentence pitch
    "[App name] helps [who] to [do what] so that [result], unlike
    [current alternative], which [its main shortcoming]."
    > [ ]

1.2 The problem
    What hurts today, for whom, and how do they cope without your app?
    > [ ]

1.3 Users and audiences (list each kind of person who will use the app)
    | Who                 | What they want to get done     | How often  |
    |---------------------|--------------------------------|------------|
    | [e.g. home buyer]   | [find homes near a school]     | [weekly]   |
    | [ ]                 | [ ]                            | [ ]        |
    | [ ]                 | [ ]                            | [ ]        |

1.4 Goals and how you will measure them
    | Goal                          | Measure                   | Target    |
    |-------------------------------|---------------------------|-----------|
    | [e.g. more qualified leads]   | [contact forms per month] | [40]      |
    | [ ]                           | [ ]                       | [ ]       |

1.5 Scope of the first release
    In:      [ ]
    Not yet: [ ]   (writing this down saves weeks of "while we're at it")

1.6 Constraints
    Budget: [ ]   Deadline: [ ]   Must use / must avoid: [ ]
    Legal or privacy requirements (GDPR, accessibility law, licences): [ ]

1.7 Existing material: domains, logos, content, data, accounts, old site.
    > [ ]

Checklist - Step 1
[ ] Someone outside the project understands the pitch in one read
[ ] Every goal has a number you can check after launch
[ ] "Not yet" has at least one item


=========================================================================
STEP 2 - INTEGRATED BRANDING AND THEME ANALYZER
Turn the brand into decisions a designer or developer can apply directly.
=========================================================================

2.1 Personality: three words the app should feel like, and one it must not.
    Is: [ ], [ ], [ ]        Is not: [ ]

2.2 Colour palette (hex values)
    | Role                 | Colour    | Used for                          |
    |----------------------|-----------|-----------------------------------|
    | Primary              | [#      ] | [buttons, links, highlights]      |
    | Primary, dark        | [#      ] | [hover and pressed states]        |
    | Accent               | [#      ] | [badges, small highlights]        |
    | Text                 | [#      ] | [body copy]                       |
    | Background / surface | [#      ] | [page / cards]                    |
    | Success / error      | [#      ] | [messages and form errors]        |
    Check: text on each background reaches a contrast ratio of 4.5:1
    (3:1 for large text). [ ] checked with a contrast tool

2.3 Typography
    Headings: [font, weights]   Body: [font, size, line height]
    Fallback stack if the web font fails: [ ]

2.4 Shape and depth
    Corner radius: [ ]   Shadows: [none / soft / strong]   Spacing unit: [ ]

2.5 Imagery and icons
    Photo style: [ ]   Illustration style: [ ]   Icon set: [ ]
    Logo files available (SVG preferred): [ ]

2.6 Voice and tone
    We write like: [ ]   Example button text: [ ]   Words we avoid: [ ]

2.7 Light and dark mode: [light only / both / follows the device]

Checklist - Step 2
[ ] Every colour has a role, and the contrast check passes
[ ] Fonts, radius and spacing are named, not "something modern"
[ ] Two sample sentences show the voice


=========================================================================
STEP 3 - AUTOMATED LAYOUT AND STRUCTURE COMPOSER
Decide the skeleton every page shares before designing any single page.
=========================================================================

3.1 Global navigation
    Top-level links, in order: [ ]
    Primary call to action in the header: [ ]
    On phones: [drawer / bottom bar / collapsed menu]

3.2 Shared page frame
    Header contains: [logo, links, call to action]
    Footer contains: [contact, social links, legal pages, copyright]
    Always visible: [e.g. chat button, cookie notice]

3.3 Content width and grid
    Maximum content width: [ ]   Grid columns: phone [1] / tablet [2] /
    desktop [3]   Breakpoints: [e.g. 768 px, 1024 px]

3.4 Reusable building blocks (list the components pages are made of)
    [ ] Hero              [ ] Card grid           [ ] Testimonial
    [ ] Pricing table     [ ] Form                [ ] Map
    [ ] Image gallery     [ ] FAQ / accordion     [ ] Call-to-action band
    Others: [ ]

3.5 States every screen needs
    Loading: [skeletons / spinner]   Empty: [what it says]
    Error: [what it says, how to retry]   Not found: [ ]

3.6 Accessibility basics
    [ ] Every field has a visible label  [ ] Focus is always visible
    [ ] Works with the keyboard alone    [ ] Images have text alternatives

Checklist - Step 3
[ ] A new page can be assembled from the listed blocks alone
[ ] Loading, empty and error states are defined once for all pages


=========================================================================
STEP 4 - MULTI-PAGE TEMPLATE GENERATOR
List every page, what it is for and what it needs.
=========================================================================

4.1 Page inventory
    | Page        | Address (URL)   | Purpose               | Sections (top to bottom)        | Data it shows     | Main action        |
    |-------------|-----------------|-----------------------|---------------------------------|-------------------|--------------------|
    | Home        | /               | [ ]                   | [hero, features, proof, CTA]    | [ ]               | [ ]                |
    | [Listing]   | /[items]        | [ ]                   | [filters, grid, pagination]     | [ ]               | [ ]                |
    | [Detail]    | /[items]/{id}   | [ ]                   | [gallery, facts, map, contact]  | [ ]               | [ ]                |
    | About       | /about          | [ ]                   | [ ]                             | [ ]               | [ ]                |
    | Contact     | /contact        | [ ]                   | [form, alternatives]            | [ ]               | [send message]     |
    | [ ]         | [ ]             | [ ]                   | [ ]                             | [ ]               | [ ]                |
    | Not found   | (any other)     | help lost visitors    | [message, links home]           | none              | [go home]          |
    | Legal       | /privacy /terms | required information  | [text]                          | none              | none               |

4.2 For each page, also note
    - Title and description for search engines and link previews: [ ]
    - Who may see it: [everyone / signed-in users / admins]
    - What it looks like on a phone if different: [ ]

4.3 Journeys: the two or three paths that matter most, page by page.
    1. [e.g. Home -> Listing -> Detail -> Contact -> Thank you]
    2. [ ]
    3. [ ]

Checklist - Step 4
[ ] Every link in the navigation and footer leads to a page in the table
[ ] Every main journey ends in a page with a clear action


=========================================================================
STEP 5 - CORE FUNCTIONALITY AND FEATURE IDENTIFIER
Name the features, who uses them and how sure you are you need them.
=========================================================================

5.1 Features by priority (Must / Should / Could / Won't for now)
    | Feature                    | For whom  | Priority | Notes / rules                      |
    |----------------------------|-----------|----------|------------------------------------|
    | [e.g. search by map area]  | [buyers]  | [Must]   | [redraws results as the map moves] |
    | [ ]                        | [ ]       | [ ]      | [ ]                                |
    | [ ]                        | [ ]       | [ ]      | [ ]                                |

5.2 User stories for every "Must"
    As a [kind of user], I want to [action] so that [benefit].
    Done when: [a check anyone can perform, e.g. "a listing with 20 photos
    loads in under 2 seconds on a phone"]
    > [ ]

5.3 Roles and permissions
    | Role        | Can                               | Cannot               |
    |-------------|-----------------------------------|----------------------|
    | Visitor     | [browse, send the contact form]   | [edit anything]      |
    | [Admin]     | [ ]                               | [ ]                  |

5.4 Third-party services
    Payments: [ ]   E-mail: [ ]   Maps: [ ]   Analytics: [ ]
    Sign-in: [ ]    Booking/calendar: [ ]   Newsletter: [ ]
    What happens when each one is down? [ ]

5.5 Rules that must never break
    Examples: "a message sent through the contact form is never lost",
    "prices always show the currency". > [ ]

5.6 Quality targets
    Speed: [ ]   Supported browsers/devices: [ ]   Languages: [ ]
    Search engine needs: [ ]   Backups: [ ]

Checklist - Step 5
[ ] Every "Must" has a user story with a "done when"
[ ] Every third-party service has a plan for when it is unavailable


=========================================================================
STEP 6 - API ENDPOINT AND DATABASE SCHEMA GENERATOR
Describe the data and the calls between the app and its server.
=========================================================================

6.1 Entities (one table per thing the app stores)
    Entity: [e.g. Listing]
    | Field        | Type            | Required | Rules / default                  |
    |--------------|-----------------|----------|----------------------------------|
    | id           | [uuid]          | yes      | generated by the server          |
    | [title]      | [text, max 120] | [yes]    | [ ]                              |
    | [price]      | [integer, cents]| [yes]    | [>= 0]                           |
    | [status]     | [enum]          | [yes]    | [draft / published / sold]       |
    | createdAt    | [timestamp]     | yes      | set by the server                |
    Relations: [e.g. a Listing belongs to one Agent; an Agent has many]
    Indexes / unique fields: [e.g. slug is unique]

    Entity: [ ]
    | Field        | Type            | Required | Rules / default                  |
    |--------------|-----------------|----------|----------------------------------|
    | [ ]          | [ ]             | [ ]      | [ ]                              |

6.2 Endpoints
    | Method | Path                 | Who may call  | Request body          | Success answer         | Errors                     |
    |--------|----------------------|---------------|-----------------------|------------------------|----------------------------|
    | GET    | /api/[items]         | everyone      | none                  | 200, list              | -                          |
    | GET    | /api/[items]/{id}    | everyone      | none                  | 200, one item          | 404 not found              |
    | POST   | /api/[items]         | [admin]       | [fields of 6.1]       | 201, the created item  | 400 invalid, 401, 403      |
    | POST   | /api/contact         | everyone      | name, email, message  | 200 {success, message} | 400 fields, 429 too many   |
    | [ ]    | [ ]                  | [ ]           | [ ]                   | [ ]                    | [ ]                        |

6.3 Error format (one shape for every error)
    { "success": false, "code": "[machine_readable]", "message": "[what to
    fix, in plain words]", "fields": { "[field]": "[problem]" } }

6.4 Validation: write the rules once and share them between the form and
    the server. Limits for every text field: [ ]

6.5 Security and limits
    Authentication: [ ]   Rate limits: [e.g. 10 form posts per address per
    15 minutes]   Spam protection: [honeypot field / captcha]
    Personal data stored, why, and for how long: [ ]

6.6 Hosting and storage
    Where the app runs: [ ]   Database: [ ]   File/image storage: [ ]
    Backups and restore test: [ ]

Checklist - Step 6
[ ] Every page's "data it shows" (step 4) comes from an endpoint here
[ ] Every endpoint lists who may call it and its errors
[ ] Every stored personal detail has a reason and a retention period


=========================================================================
READY TO BUILD?
=========================================================================
[ ] Steps 1-6 are complete and their checklists ticked
[ ] Someone else has read the whole plan and asked their questions
[ ] The first release fits the budget and the deadline of step 1.6

Next: turn each "Must" of step 5 into tasks, build the pages of step 4 on
the skeleton of step 3, styled by step 2, and connect them through the
endpoints of step 6. Keep this file next to the code and update it when a
decision changes.
`;
