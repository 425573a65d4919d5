// The most common passwords of 8 or more characters (shorter ones already fail the length rule): a compact
// blocklist for rules/password.ts, from the public 'top 10,000' list of SecLists (Passwords/Common-Credentials,
// xato-net 10 million, plus the head of its Brazilian Portuguese list), lowercased, most common first. Data, not
// code: the client loads it only when a form checks a new password.

/** Space-separated (no entry holds a space). */
const LIST =
  'password 12345678 123456789 baseball football qwertyuiop 1234567890 superman 1qaz2wsx trustno1 jennifer sunshine iloveyou ' +
  'starwars computer michelle 11111111 princess corvette 1234qwer 88888888 q1w2e3r4t5 internet samantha whatever maverick steelers ' +
  'mercedes 123123123 qwer1234 hardcore q1w2e3r4 midnight bigdaddy victoria 1q2w3e4r cocacola marlboro asdfasdf 87654321 12344321 ' +
  'jordan23 jonathan liverpoo danielle abcd1234 scorpion qazwsxedc password1 slipknot qwerty123 startrek 12341234 redskins butthead ' +
  'asdfghjkl qwertyui liverpool dolphins nicholas elephant mountain xxxxxxxx 1q2w3e4r5t metallic benjamin creative rush2112 asdfghjk ' +
  '4815162342 passw0rd bullshit 1qazxsw2 garfield 01012011 69696969 december 11223344 godzilla airborne lifehack brooklyn platinum ' +
  'darkness blink182 789456123 12qwaszx snowball pakistan redwings williams nintendo guinness november minecraft asdf1234 lasvegas ' +
  'babygirl 12121212 147258369 explorer snickers metallica alexande paradise michigan carolina lacrosse christin kimberly 0987654321 ' +
  'poohbear bollocks qweasdzxc drowssap caroline einstein spitfire maryjane 1232323q champion svetlana westside courtney 12345qwert ' +
  'patricia aaaaaaaa anderson security stargate simpsons scarface 123456789a 1234554321 cherokee veronica semperfi scotland marshall ' +
  'qwerty12 98765432 softball passport alexander 55555555 zaq12wsx infinity kawasaki 77777777 vladimir freeuser wildcats brittany ' +
  '00000000 bulldogs swordfis patriots pearljam colorado ncc1701d motorola zeppelin kingston 123654789 panthers elizabet spiderma ' +
  'virginia valentin predator mitchell 741852963 1111111111 rolltide changeme lovelove fktrcfylh loverboy chevelle cardinal michael1 ' +
  '147852369 american alexandr 123456789q spiderman darkside 01011980 fyfcnfcbz 22222222 1029384756 billybob lawrence chocolat ' +
  '123qweasd stingray serenity greenday charlie1 firebird blizzard a1b2c3d4 sterling password123 hercules tarheels remember ' +
  'basketball swimming pavilion engineer bobafett 21122112 icecream hellfire fireball defender swordfish airforce abcdefgh srinivas ' +
  'bluebird presario wrangler precious harrison goldfish longhorn 123qweasdzxc wordpass 31415926 999999999 letmein1 testtest ' +
  'microsoft devildog valentina butterfly lonewolf atlantis angelina hotstuff mistress blahblah birthday 1234abcd 01011990 cavalier ' +
  'veronika qazwsx123 mustang1 goldberg 12345678910 wolfgang leonardo basketba cristina aardvark sweetpea 13131313 freedom1 fredfred ' +
  'manchester kathleen hamilton fuckyou2 renegade drpepper 1qaz2wsx3edc christia buckeyes 0123456789 stephani enterpri diamonds ' +
  'morpheus 66666666 thuglife napoleon highland trfnthbyf consumer 123qwe123 wrinkle1 51505150 11235813 butterfl elizabeth marathon ' +
  'barcelona babylon5 yankees1 superfly geronimo concrete q1w2e3r4t5y6 jessica1 123454321 portugal 14789632 qazxswedc kingkong ' +
  'adgjmptw 1123581321 alejandr bluemoon ghbdtnbr bonehead personal aleksandr dietcoke cooldude christop lollipop fernando christian ' +
  'punkrock tottenha hongkong blackcat a1234567 zzzzzzzz hollywoo stocking matthew1 44444444 charlott anthony1 111222333 satan666 ' +
  'columbia skywalke qazwsxed wolverine 1q2w3e4r5t6y 147896325 showtime qwerty12345 123321123 intrepid 1234567a 192837465 starcraft ' +
  'blackdog 25802580 ekaterina 123698745 1234512345 chargers warriors 19841984 12369874 halflife qwerasdf kangaroo panasonic ' +
  'beautiful meridian lonestar kittycat scoobydo crusader 12312312 guardian catalina 1122334455 angelica stonecol santiago septembe ' +
  'lowrider anastasia vacation sithlord ragnarok keyboard 19921992 11112222 penguins nuttertools lorraine titleist rootbeer magnolia ' +
  'dodgeram aspirine qqqqqqqq munchkin mersedes zaq1xsw2 sebastian national colombia rammstein katerina qazwsxedcrfv oblivion ' +
  'mustangs margarita zxcv1234 porkchop formula1 a1s2d3f4 23232323 peterpan martinez justdoit goodtime alexandra thankyou sapphire ' +
  'richmond brucelee thunder1 plymouth mariners heather1 chelsea1 123456qwerty spectrum pineappl labrador stephanie commando ' +
  'amsterdam webmaster 1234567890q 10101010 starfish monopoly infiniti blackjac 8j4ye3uz 19871987 0000000000 richard1 emmanuel ' +
  'cosworth 19891989 rosemary lightnin chevrole catherin qwerty123456 asshole1 01011991 luckydog 15426378 snuggles qwertyuio ' +
  'beefcake 111111111 whocares scooter1 doberman 5555555555 terminator oklahoma ncc1701a keystone 19751975 charlotte golfball ' +
  'doughboy achilles gateway1 cowboys1 9876543210 vkontakte jeremiah 19851985 vfrcbvrf technics september pinkfloy maryland kentucky ' +
  'hastings frederic 19911991 01011985 somethin porsche9 hurrican california bearbear 73501505 flamingo enterprise 19941994 19781978 ' +
  '01011970 truelove meatball nebraska military macdaddy diamond1 warhammer universe sentinel manchest kamikaze handsome dthjybrf ' +
  '321654987 1qaz1qaz 01011981 pantyhos 19861986 01011986 superstar ssssssss rjirfrgbde meatloaf jamesbon 123456789z woofwoof ' +
  'turkey50 apollo13 bigmoney azsxdcfv lionking crazybab 19931993 19901990 poiuytrewq passwort japanese holyshit 21212121 wildfire ' +
  'microsof chocolate chickens arsenal1 19831983 happyday 19951995 13243546 123456aa treasure theodore raiders1 ericsson albatros ' +
  '1passwor zxcasdqwe sojdlg123aljg mikemike michaela jackson1 excalibu anhyeuem 78945612 greenbay greatone fordf150 applepie ' +
  '963852741 18436572 lisalisa hardrock dinosaur pa55w0rd hollywood hellyeah columbus melissa1 kcj9wx5n happy123 gotohell football1 ' +
  'february abc12345 609609609 yosemite roadkill kingfish billyboy 1qa2ws3ed 123789456 tunafish saratoga robotech rasputin rangers1 ' +
  'passwords p0015123 nwo4life megapass kenworth hedgehog davidson 20102010 12131415 vladislav translator splinter richards karolina ' +
  '789789789 magicman killbill wrestlin tommyboy passpass pass1234 majestic crawford bangbang asdasdasd umbrella salvador chester1 ' +
  'broadway 01011988 snoopdog multiplelo jasmine1 chainsaw catherine brighton australi alliance 19721972 19691969 supersta snowboar ' +
  'r2d2c3po mechanic mamapapa golfgolf ghjcnjnfr downtown christopher bullseye 20002000 saturday skorpion peterson meredith ' +
  'lkjhgfdsa blackhaw westwood sneakers marino13 jamesbond getmoney boomboom beerbeer apple123 01011987 01011984 undertaker sinclair ' +
  'samsung1 moneyman mmmmmmmm marianne jjjjjjjj gargoyle federico 1x2zkg8w 19881988 19741974 zerocool vfvfgfgf test1234 idontknow ' +
  'hahahaha cambiami a123456789 19731973 03082006 02071986 vfhufhbnf pppppppp motherlode lokomotiv kristine christina chrisbln ' +
  '20012001 12345678q whitesox titanium thirteen tazmania starfire qwerqwer qazwsx12 panasoni paintbal newcastl giuseppe buckshot ' +
  'babyblue attitude 10203040 01011910 sunflowe solution clarinet 12345679 southpark sersolution qwerty1234 paintball montgom240 ' +
  'intruder johannes gesperrt francois dkflbckfd dfktynbyf christie callaway 19821982 19811981 12qw34er 123qwerty salamander ' +
  'resident poseidon pianoman chuckles avalanch superman1 123mudar gvt12345 22446688 mudar123 escola1234 lucas123 pedro123 ' +
  'gabriel123 felipe123 matheus123 carlos123 rodrigo123 julia123 maria123 beatriz123 leticia123 fernanda123 anderson123 thiago123 ' +
  'marcelo123 flamengo palmeiras corinthians cruzeiro botafogo atletico fluminense flamengo123 palmeiras123 corinthians123 mudar@123 ' +
  'admin@123 senha@123 temp@123 welcome1 mudar@2024 admin@2024 senha@2024 admin123 senha123 deusefiel jesussalva gloriaadeus ' +
  'intelbras intelbras123 fera@123 t3l3f0n3 claro12345 vivo12345 tim12345 senhasenha 12345senha brasil123 iloveyou1 qwertyuiop1 ' +
  'welcome123 letmein123 password12 passw0rd1 abcd12345';
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(' '));
