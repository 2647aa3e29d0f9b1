// Until its comments could be reworded freely, the migration runner checksummed each migration's
// exact text. These migrations had comments reworded since, so a database that applied one of
// them holds the checksum of its text before: kept here with the checksum of its statements,
// which the runner then records instead. Add to it never: the runner records only statements now.
export const CHECKSUMS_BEFORE_REWORDING: Readonly<Record<string, { file: string; statements: string }>> = {
  "0001": {
    file: "5c5eed925b599e0ee7415e04f721c8e93324ee2aca9445a664d6a93a23e9cab3",
    statements: "7cc25e726a39c1fd2b1ea57de0e037d1a32ae531f2972ee5ee3383ebf185e1ab",
  },
  "0003": {
    file: "82f48e57838fdd5d345dd8e507cb4ab8bad37acb09b48ad88d92bcde7e2a0514",
    statements: "a1c3229e136506197c8e7c2a2d35954504d3aa5055e0525f55be1c453c235a1d",
  },
  "0004": {
    file: "afb10ebc3a8b9d10eae80551aae66d6133422380fad2c98a50ce9e6d643c8d85",
    statements: "5dc446b024755012d4553bfb152fabc9c0f37c80711be2e09207b26193a01484",
  },
  "0005": {
    file: "4ecceab2a38fea2c235b81843b411ee4301e7d3a223b9b158079fbbbbe4d8a2e",
    statements: "c264f073a838a5e6515fc6e1152944368090ca315b9cea811649df5afbe57f8d",
  },
  "0009": {
    file: "525f01cc2de144cd173104b13b9614d3cfad6e3bacb3a6565f015e764940530f",
    statements: "bc97322aae91fd9b9cd1db95b34fbb1eab403b4f844a6fd2c706d64fcd4f5051",
  },
  "0011": {
    file: "0a5c00a8fa18002d079390e85e0bba976033b5e79db3b861499258b87edd7268",
    statements: "cb4017a2ba2c8d39fdae2b96c397388a5a6b58797adbe7230805f478f4a08c0e",
  },
  "0012": {
    file: "e2ba52d7a10d3f98d606be559655cff2139e26ba9f01e7ff0eada99377c7e5d0",
    statements: "7b125ebc7db322529f8602236d806260ea537618901ed1d8fcd209a0de1222e0",
  },
  "0013": {
    file: "338e5db12d9cceef44a5726f900624e226edfea74a0a5a70ec7c66c89148ffdc",
    statements: "53ba92bbeedd352726e633ba57c993641d4bebc72573a026f66a4a2f6521d66c",
  },
  "0014": {
    file: "fac73ca30772d6e42e49f33b9d28b527d651b2b9b27e12c78b2786f1cdd21eea",
    statements: "1b31508c42da2cc41fd679c3dc7b377064fe839da7eb9e5c3746be82b795e489",
  },
  "0015": {
    file: "254107dc8b7d861f45e2f37ed741d8ae9d982bf0beb136e356c8fb900ba3e0f5",
    statements: "778b0a88a541d12364dce6e6b08a4c8946c0ef6eb2ad26716591467fef0780bf",
  },
  "0016": {
    file: "15f70e2138102d560a1e47ed2bbf85af9254d893f439faf2d2c2d723fedeeab3",
    statements: "dfb35d0ec4e31e072c7bc58bba84f192e39417530aee5406a35f0c0325f78247",
  },
  "0017": {
    file: "6bc315bcf1f73eef1782c5cd91f1eb0c4331f7115dc9b991abe187cb9764e987",
    statements: "11450c4ada6b6e56b1318a51ccfaaf397ee8bc6708c62819886e627f80be5485",
  },
  "0021": {
    file: "8cd54675a88af46cb7ba983178f09897e7c3deffd4a3084a3f003d3e06f6ef01",
    statements: "59134242903eef68e897809681eb2bb14f7aed569de86b17298321ec63e83e2c",
  },
  "0027": {
    file: "b9b8560260e5d1572c4648d8849df3c32308531c982dde62962eacec5f471a7c",
    statements: "4b6ce76d327d9c7dc3684aa903a2772914fcc2fa32d13d0a8ff3657e1b6b9fce",
  },
};
